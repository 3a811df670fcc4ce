import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedDemoClub } from '../seed/demoClub.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    /** pglite: path of a dumped, migrated and seeded data dir; postgres: the template database's URL. */
    dbTemplate: string;
  }
}

/** Migrates and seeds one PGlite once; every test file loads a copy (~0.3 s instead of initdb + seed). */
export default async function setup(project: TestProject) {
  const client = new PGlite();
  const database = openDatabase({ pglite: client });
  await database.migrate();
  await seedDemoClub(database.db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'clubhuis-tpl-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('dbKind', 'pglite');
  project.provide('dbTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
