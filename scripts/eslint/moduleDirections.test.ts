import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { directionCycle, MODULE_DIRECTIONS } from './moduleDirections.js';

// The project's own eslint.config.js on a file that is not on disk, placed inside a module; the
// imports it names are real files, so the resolver and boundaries see them as the lint of the repo does.
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });
const refusals = async (area: string, from: string, folder = `modules/${area}`) => {
  const [result] = await eslint.lintText(`import * as other from '${from}';\nexport const probe = other;\n`, {
    filePath: `packages/server/src/${folder}/probe.ts`,
  });
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
};

describe('module directions', () => {
  it('lets a module import a listed direction and its own files', async () => {
    expect(await refusals('admin', '../members/privacy.ts')).toEqual([]);
    expect(await refusals('competition', '../interclub/teamRoster.ts')).toEqual([]);
    expect(await refusals('competition', './tabtSync.ts')).toEqual([]);
  }, 30_000);

  it('fails on a direction that is not listed, the reverse of a listed one and a new module', async () => {
    expect(await refusals('session', '../competition/tabtSync.ts')).toEqual([expect.stringContaining('area="competition"')]);
    expect(await refusals('interclub', '../competition/tabtSync.ts')).toEqual([expect.stringContaining('area="interclub"')]);
    expect(await refusals('carpool', '../members/privacy.ts')).toEqual([expect.stringContaining('area="carpool"')]);
  }, 30_000);

  it('keeps the adapters below http/ (no folder cycle between them)', async () => {
    expect(await refusals('', '../../http/errors.ts', 'adapters/tabt')).toEqual([expect.stringContaining('part="http"')]);
    expect(await refusals('', '../adapters/mail.ts', 'http')).toEqual([]);
  }, 30_000);

  it('lists no cycle between modules, and would find one', () => {
    expect(directionCycle()).toEqual([]);
    expect(directionCycle({ ...MODULE_DIRECTIONS, interclub: ['session'] })).toEqual(['interclub', 'session', 'interclub']);
  });
});
