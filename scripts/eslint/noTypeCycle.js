// Import cycles through type-only imports (ARCHITECTURE.md, "Boundaries"). import-x/no-cycle skips every
// `import type`, so two files that need each other's types pass it; this rule reports such a cycle at
// the type-only import that closes it. The rest of the cycle may be any import (value, type, dynamic).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

// Only relative imports are followed: a cycle cannot leave its package, since the contract imports
// neither web nor server (boundaries/dependencies checks that) and they do not import each other.
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveRelative(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const suffix of CANDIDATES) {
    const path = base + suffix;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

const importsCache = new Map(); // path → { mtimeMs, targets }

/** Every file a file imports relatively, by any kind of import (read from disk, cached by mtime). */
function importsOf(path) {
  const { mtimeMs } = statSync(path);
  const cached = importsCache.get(path);
  if (cached?.mtimeMs === mtimeMs) return cached.targets;
  const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
  const targets = [...new Set(importedFiles.map((f) => resolveRelative(path, f.fileName)).filter(Boolean))];
  importsCache.set(path, { mtimeMs, targets });
  return targets;
}

/** The shortest way from `start` back to `target`, as files, or null. */
function pathBack(start, target) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === target) {
        const route = [file];
        for (let f = previous.get(file); f !== null; f = previous.get(f)) route.unshift(f);
        return route;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.type === 'ImportDeclaration' && node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')) ||
  (node.type === 'ExportNamedDeclaration' && node.specifiers.length > 0 && node.specifiers.every((s) => s.exportKind === 'type'));

export const noTypeCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'no import cycle through a type-only import (import-x/no-cycle skips those)' },
    messages: {
      cycle: 'Import cycle through a type-only import: {{route}}. Move the shared type to a file both import.',
    },
    schema: [],
  },
  create(context) {
    const self = context.physicalFilename;
    if (!existsSync(self)) return {};
    const check = (node) => {
      if (!node.source || !typeOnly(node)) return;
      const target = resolveRelative(self, String(node.source.value));
      if (target === null || target === self) return;
      const route = pathBack(target, self);
      if (route === null) return;
      const names = [self, ...route, self].map((f) => relative(dirname(self), f));
      context.report({ node, messageId: 'cycle', data: { route: names.join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
