// npm test: typecheck, lint (ESLint with the import boundaries, knip), unit + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// build, browser tests; then one closing line 'N passed, N failed' with the totals of every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const out = resolve('test-results');
mkdirSync(out, { recursive: true });
const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit+api', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}/vitest.json`]],
  ['build', 'npm', ['run', 'build']],
  ['e2e', 'npx', ['vitest', 'run', '--config', 'packages/e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${out}/e2e.json`]],
];
let passed = 0;
let failed = 0;
let ok = true;
for (const [name, cmd, args] of steps) {
  const json = args.find((a) => a.startsWith('--outputFile.json='))?.split('=')[1];
  if (json) rmSync(json, { force: true });
  console.log(`\n=== ${name} ===`);
  const res = spawnSync(cmd, args, { stdio: 'inherit' });
  if (json && existsSync(json)) {
    const r = JSON.parse(readFileSync(json, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  }
  if (res.status !== 0) {
    ok = false;
    if (!json) failed += 1; // a failed typecheck, lint or build counts as one failure
    if (name === 'typecheck' || name === 'build') break;
  }
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
