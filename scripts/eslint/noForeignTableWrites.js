// Server modules write only their own area's tables (ARCHITECTURE.md, "one owner for each thing"):
// another area's rows change through that area's functions, which take its locks and keep its rules.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, sep } from 'node:path';

const SCHEMA_DIR = join(import.meta.dirname, '../../packages/server/src/db/schema');
const MODULE_PATH = /packages[\\/]server[\\/]src[\\/]modules[\\/]([^\\/]+)[\\/]/;
const WRITES = new Set(['insert', 'update', 'delete']);

/** table variable → area (the schema file it is declared in). */
function tableAreas() {
  const areas = new Map();
  for (const file of readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.ts'))) {
    const source = readFileSync(join(SCHEMA_DIR, file), 'utf8');
    for (const m of source.matchAll(/export const (\w+)\s*=\s*pgTable\(/g)) areas.set(m[1], basename(file, '.ts'));
  }
  return areas;
}

let cached;

export const noForeignTableWrites = {
  meta: {
    type: 'problem',
    docs: { description: "a server module writes only its own area's tables" },
    messages: {
      foreign: "modules/{{area}} writes '{{table}}', a table of area '{{owner}}': call a function of modules/{{owner}} instead.",
    },
    schema: [],
  },
  create(context) {
    const match = MODULE_PATH.exec(context.filename.split(sep).join('/'));
    if (!match || /\.test\.tsx?$/.test(context.filename)) return {};
    const area = match[1];
    cached ??= tableAreas();
    const imported = new Map(); // local name → exported table name
    return {
      ImportDeclaration(node) {
        if (!/db\/schema(\.ts|\/)/.test(String(node.source.value))) return;
        for (const spec of node.specifiers) if (spec.type === 'ImportSpecifier') imported.set(spec.local.name, spec.imported.name);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!WRITES.has(callee.property.name)) return;
        const [table] = node.arguments;
        if (!table || table.type !== 'Identifier' || !imported.has(table.name)) return;
        const name = imported.get(table.name);
        const owner = cached.get(name);
        if (owner && owner !== area) {
          context.report({ node, messageId: 'foreign', data: { area, table: name, owner } });
        }
      },
    };
  },
};
