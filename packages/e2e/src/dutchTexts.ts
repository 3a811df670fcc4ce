import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const WEB = resolve(import.meta.dirname, '../../web/src');

function messageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return messageFiles(path);
    return entry.name === 'messages.ts' ? [path] : [];
  });
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The web app's Dutch interface texts that French writes otherwise (issue 33): each text of a
 * messages.ts against the same place in its messages.fr.ts. Only texts of two words or more: a single
 * word may also be a club's data (a discipline, a team's name).
 */
export async function dutchOnlyTexts(): Promise<string[]> {
  const found = new Set<string>();
  for (const file of messageFiles(WEB)) {
    const nl = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const fr = (await import(pathToFileURL(file.replace(/messages\.ts$/, 'messages.fr.ts')).href)) as Record<string, unknown>;
    for (const [name, texts] of Object.entries(nl)) {
      if (!(name in fr)) continue;
      const french = new Set(strings(fr[name]));
      for (const text of strings(texts)) if (text.trim().includes(' ') && !french.has(text)) found.add(text.trim());
    }
  }
  return [...found];
}
