import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { noForeignTableWrites } from './noForeignTableWrites.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const competition = '/repo/packages/server/src/modules/competition/sync.ts';
const interclub = '/repo/packages/server/src/modules/interclub/meetingWrites.ts';

tester.run('no-foreign-table-writes', noForeignTableWrites, {
  valid: [
    // The owning area writes its own table.
    { filename: interclub, code: "import { meetings } from '../../db/schema.ts'; db.update(meetings).set({});" },
    // Reading another area's table is fine.
    { filename: competition, code: "import { meetings } from '../../db/schema.ts'; db.select().from(meetings);" },
    // Tests may set up any rows they need.
    { filename: competition.replace('.ts', '.api.test.ts'), code: "import { meetings } from '../../db/schema.ts'; db.insert(meetings);" },
  ],
  invalid: [
    {
      filename: competition,
      code: "import { meetings } from '../../db/schema.ts'; db.update(meetings).set({});",
      errors: [{ messageId: 'foreign', data: { area: 'competition', table: 'meetings', owner: 'interclub' } }],
    },
    {
      filename: competition,
      code: "import { teams as t } from '../../db/schema.ts'; tx.insert(t).values({}); tx.delete(t);",
      errors: [{ messageId: 'foreign' }, { messageId: 'foreign' }],
    },
  ],
});
