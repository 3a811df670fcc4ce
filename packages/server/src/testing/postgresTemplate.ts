import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedDemoClub } from '../seed/demoClub.ts';
import { databaseUrl, dropDatabase } from './postgresAdmin.ts';

/** Migrates and seeds a template database; each test file gets its own copy (CREATE DATABASE ... TEMPLATE). */
export default async function setup(project: TestProject) {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `clubhuis_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = openDatabase({ url: databaseUrl(server, name) });
  await database.migrate();
  await seedDemoClub(database.db);
  await database.close();
  project.provide('dbKind', 'postgres');
  project.provide('dbTemplate', name);
  return () => dropDatabase(server, name);
}
