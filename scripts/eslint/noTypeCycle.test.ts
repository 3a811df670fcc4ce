import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { noTypeCycle } from './noTypeCycle.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// Files on disk: the rule follows the imports of the files a file imports.
const dir = mkdtempSync(join(tmpdir(), 'no-type-cycle-'));
const files = {
  'props.ts': "export interface Props { label: string }\n",
  'dropdown.ts': "import type { SearchProps } from './search.ts';\nexport const load = () => import('./search.ts');\nexport type P = SearchProps;\n",
  'search.ts': "import type { P } from './dropdown.ts';\nexport type SearchProps = P & { open: boolean };\n",
  'web.tsx': "import type { Other } from './other';\nexport type Web = Other;\n",
  'other.tsx': "import { web } from './viaValue';\nexport type Other = typeof web;\n",
  'viaValue.ts': "export type { Web } from './web';\nexport const web = 1;\n",
};
for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
const file = (name: string) => ({ filename: join(dir, name), code: files[name as keyof typeof files] });

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('no-type-cycle', noTypeCycle, {
  valid: [
    // A type from a file that does not import back.
    { filename: join(dir, 'user.ts'), code: "import type { Props } from './props.ts';\nexport type U = Props;\n" },
    // A value import is import-x/no-cycle's to judge.
    { filename: join(dir, 'valueOnly.ts'), code: "import { load } from './dropdown.ts';\nexport const v = load;\n" },
  ],
  invalid: [
    // Two files that need each other's types (the dynamic import back counts as well).
    { ...file('dropdown.ts'), errors: [{ messageId: 'cycle', data: { route: 'dropdown.ts → search.ts → dropdown.ts' } }] },
    { ...file('search.ts'), errors: [{ messageId: 'cycle', data: { route: 'search.ts → dropdown.ts → search.ts' } }] },
    // A longer way back, over a value import and a type re-export, without extensions (the web's style).
    { ...file('web.tsx'), errors: [{ messageId: 'cycle', data: { route: 'web.tsx → other.tsx → viaValue.ts → web.tsx' } }] },
  ],
});
