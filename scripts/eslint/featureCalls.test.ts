import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own eslint.config.js on a file that is not on disk, placed inside a web feature.
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });
const refusals = async (source: string, file = 'packages/web/src/features/interclub/probe.tsx') => {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: file });
  return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
};

describe('one way from a screen to the server', () => {
  it("fails on a feature importing the query client's hooks or the api's post", async () => {
    const raw = "import { useQuery, useMutation, useQueryClient } from '@tanstack/react-query';\nexport const probe = [useQuery, useMutation, useQueryClient];";
    expect(await refusals(raw)).toEqual([
      expect.stringContaining("'useQuery'"),
      expect.stringContaining("'useMutation'"),
      expect.stringContaining("'useQueryClient'"),
    ]);
    expect(await refusals("import { post } from '../../api/api';\nexport const probe = post;")).toEqual([expect.stringContaining("'post'")]);
  }, 30_000);

  it("lets a feature call through api/calls, and the kernel use the query client", async () => {
    expect(await refusals("import { useCall, useCallMutation } from '../../api/calls';\nexport const probe = [useCall, useCallMutation];")).toEqual([]);
    const kernel = "import { useQuery } from '@tanstack/react-query';\nexport const probe = useQuery;";
    expect(await refusals(kernel, 'packages/web/src/session/probe.ts')).toEqual([]);
  }, 30_000);
});
