import { createElement, useMemo, type ReactNode } from 'react';
import { htmlToNodes, type SafeNode } from './safeHtml';

/** Server-built HTML (composition, report) shown through the sanitiser: fixed tags, no attributes. */
export function SafeHtml({ html }: { html: string }) {
  const nodes = useMemo(() => htmlToNodes(html), [html]);
  if (nodes.length === 0) return null;
  return <div className="meeting-html">{render(nodes)}</div>;
}

function render(nodes: SafeNode[]): ReactNode[] {
  return nodes.map((node, i) =>
    typeof node === 'string' ? node : createElement(node.tag, { key: i }, node.tag === 'br' ? undefined : render(node.children)),
  );
}
