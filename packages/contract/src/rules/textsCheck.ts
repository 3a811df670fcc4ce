/**
 * The check behind the language tests (issue 33): a French text object against its Dutch source. It
 * names every key that is missing or extra, every text that is empty, and every text whose
 * placeholders differ: a function is called with marked arguments, and each argument that shows in
 * the Dutch text must show in the French one and the reverse.
 */
export function textMismatches(nl: unknown, fr: unknown, path = ''): string[] {
  if (typeof nl === 'string') return typeof fr === 'string' && (fr !== '' || nl === '') ? [] : [`${path}: no French text`];
  if (typeof nl === 'function') return typeof fr === 'function' ? placeholderMismatches(nl as AnyFunction, fr as AnyFunction, path) : [`${path}: no French function`];
  if (Array.isArray(nl)) {
    if (!Array.isArray(fr) || fr.length !== nl.length) return [`${path}: French list of another length`];
    return nl.flatMap((item, i) => textMismatches(item, fr[i], `${path}[${i}]`));
  }
  if (typeof nl === 'object' && nl !== null) {
    if (typeof fr !== 'object' || fr === null) return [`${path}: no French object`];
    const frKeys = new Set(Object.keys(fr));
    const extra = [...frKeys].filter((k) => !(k in nl)).map((k) => `${path}.${k}: only in French`);
    return [...extra, ...Object.keys(nl).flatMap((k) => (frKeys.has(k) ? textMismatches((nl as Record<string, unknown>)[k], (fr as Record<string, unknown>)[k], `${path}.${k}`) : [`${path}.${k}: missing in French`]))];
  }
  return nl === fr ? [] : [`${path}: differs (${String(nl)} / ${String(fr)})`];
}

type AnyFunction = (...args: unknown[]) => unknown;

/** Marked arguments: numbers first (most placeholders are counts or names shown as they come), else texts. */
const PROBES: ((i: number) => unknown)[] = [(i) => 7301 + i, (i) => `«arg${i}»`, (i) => [`«arg${i}»`]];

function placeholderMismatches(nl: AnyFunction, fr: AnyFunction, path: string): string[] {
  const arity = Math.max(nl.length, 1);
  for (const probe of PROBES) {
    const args = Array.from({ length: arity }, (_, i) => probe(i));
    let dutch: unknown;
    try {
      dutch = nl(...args);
    } catch {
      continue; // this kind of argument does not fit: try the next kind
    }
    let french: unknown;
    try {
      french = fr(...args);
    } catch (error) {
      return [`${path}: French fails where Dutch works (${String(error)})`];
    }
    if (typeof dutch !== 'string' || typeof french !== 'string') return textMismatches(dutch, french, `${path}()`);
    const shown = (text: string) => args.map((a) => text.includes(String(Array.isArray(a) ? a[0] : a)));
    const inDutch = shown(dutch);
    const inFrench = shown(french);
    const differ = inDutch.flatMap((d, i) => (d === inFrench[i] ? [] : [`argument ${i + 1} ${d ? 'only in Dutch' : 'only in French'}`]));
    return differ.length === 0 ? [] : [`${path}: placeholders differ: ${differ.join(', ')} ("${dutch}" / "${french}")`];
  }
  return [];
}
