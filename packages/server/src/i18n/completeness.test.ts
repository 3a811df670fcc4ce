import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { textMismatches } from '@clubhuis/contract/rules/textsCheck';
import { allTexts } from './language.ts';

const SRC = resolve(import.meta.dirname, '..');

/** Every server text file (issue 33): an area's messages.ts, and the other *Messages.ts files. */
function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : textFiles(path);
    return /^(messages|\w+Messages)\.ts$/.test(entry.name) ? [path] : [];
  });
}

const files = textFiles(SRC);
beforeAll(async () => {
  // Loading them registers their Dutch and French objects.
  for (const file of files) await import(pathToFileURL(file).href);
});

describe('the server texts in Dutch and French', () => {
  it('every text file joins its Dutch to its French', () => {
    expect(files.length).toBeGreaterThanOrEqual(15);
    const plain = files.filter((file) => !readFileSync(file, 'utf8').includes('localized(')).map((file) => file.slice(SRC.length));
    expect(plain).toEqual([]);
  });

  it('has a French text for every Dutch one, with the same placeholders', () => {
    const found = allTexts().flatMap(({ nl, fr }) => textMismatches(nl, fr, Object.keys(nl).slice(0, 2).join(',')));
    expect(found).toEqual([]);
  });
});
