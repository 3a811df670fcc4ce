/**
 * A tiny sanitiser for the server-built HTML of a meeting (composition, report). Only a fixed set
 * of tags survives, never an attribute; other elements are unwrapped to their text, and the ones
 * whose content is not text (script, style, ...) are dropped whole. The result is a plain tree that
 * SafeHtml renders as React elements, so no HTML string is ever injected into the page.
 */
export const SAFE_TAGS = ['ol', 'ul', 'li', 'b', 'i', 'br', 'p', 'span'] as const;
export type SafeTag = (typeof SAFE_TAGS)[number];
export type SafeNode = string | { tag: SafeTag; children: SafeNode[] };

const ALLOWED: ReadonlySet<string> = new Set(SAFE_TAGS);
const DROPPED: ReadonlySet<string> = new Set([
  'script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'textarea', 'title', 'svg', 'math',
]);

export function htmlToNodes(html: string): SafeNode[] {
  if (html.trim() === '') return [];
  // DOMParser never runs scripts nor loads images: it only builds an inert document.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return convert(doc.body.childNodes);
}

function convert(nodes: NodeListOf<ChildNode>): SafeNode[] {
  const out: SafeNode[] = [];
  nodes.forEach((node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.textContent) out.push(node.textContent);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return; // comments and the like
    const tag = (node as Element).localName;
    if (DROPPED.has(tag)) return;
    const children = convert(node.childNodes);
    if (ALLOWED.has(tag)) out.push({ tag: tag as SafeTag, children: tag === 'br' ? [] : children });
    else out.push(...children);
  });
  return out;
}
