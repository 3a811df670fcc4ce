import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Emoji and pictographs (🚗, 📷, 🥇, ↔, ✔ …) and the text symbols once used as icons (✓ ✗ ✘ ★ ● ▦):
 * the app draws icons from one SVG set (@tabler/icons-react), which shows the same on every phone.
 */
const PICTOGRAPH = /[\p{Extended_Pictographic}✓✗✘★☆●▦]/u;
const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('icons', () => {
  it('recognises the emoji the app used to show', () => {
    for (const old of ['🚗', '💊', '📷', '🥇', '🏆', '🎂', '★', '↔', '✔', '✓', '✗', '●', '♂']) expect([old, PICTOGRAPH.test(old)]).toEqual([old, true]);
    for (const text of ['Vernieuwen', '→', '·', '–', '×']) expect([text, PICTOGRAPH.test(text)]).toEqual([text, false]);
  });

  it('no emoji or pictograph in the web app outside tests: an icon comes from the SVG set, with a name', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (PICTOGRAPH.test(line) ? [`${relative(SRC, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
