// Many clubs in one database, by copying one club with SQL. Generic over the schema: every table that is
// `clubs` or has club_id is copied, its serial id and every foreign key shifted per copy, so a new table
// or a new reference is copied with no change here. What the catalog cannot tell (an id kept without a
// foreign key) is listed in IMPLICIT_REFERENCES.
import type pg from 'pg';

/** Columns holding another table's id without a foreign key (0 or null: none). */
const IMPLICIT_REFERENCES: Record<string, string> = {
  'app_config.active_league_id': 'leagues',
  'user_rights.trainer_id': 'trainers',
  'user_rights.league_subscription_id': 'league_subscriptions',
  'training_moments.merge_id': 'training_moments',
  'league_subscriptions.replaces_subscription_id': 'league_subscriptions',
  'player_moments.series_id': 'player_moment_series',
  'player_moment_series.responsible_ids': 'members',
};

interface Column {
  table: string;
  column: string;
  type: string;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Adds members to the club until it has `total` (the demo club has about sixty). */
export async function padMembers(client: pg.Client, clubId: number, total: number): Promise<number> {
  const { rowCount } = await client.query(
    `insert into members (club_id, first_name, last_name, email, gender, birthdate, member_state)
     select $1, 'Lid', 'Nummer ' || n, 'lid' || n || '@leden.demo.clubhuis.be', case when n % 2 = 0 then 'M' else 'F' end,
            date '1960-01-01' + (n * 37)::int, 1
     from generate_series((select count(*)::int from members where club_id = $1) + 1, $2::int) n`,
    [clubId, total],
  );
  return rowCount ?? 0;
}

/**
 * Copies club `clubId` (the only club in the database) `copies` times: copy k gets every id plus k times
 * the table's largest id, a new clubs row, and its unique texts (e-mails, codes, tokens) changed. Runs with
 * triggers off (foreign keys are checked afterwards by `danglingReferences`), then sets the sequences.
 */
export async function copyClub(client: pg.Client, clubId: number, copies: number): Promise<void> {
  const tables = (
    await client.query<{ table: string }>(
      `select c.relname as table from pg_class c
       where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace
         and (c.relname = 'clubs' or exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'club_id' and not a.attisdropped))
       order by 1`,
    )
  ).rows.map((r) => r.table);
  const columns = (
    await client.query<Column>(
      `select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
       from pg_attribute a join pg_class c on c.oid = a.attrelid
       where c.relname = any($1) and c.relnamespace = current_schema()::regnamespace
         and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
       order by c.relname, a.attnum`,
      [tables],
    )
  ).rows;
  // Single-column foreign keys: column -> referenced table.
  const foreignKeys = await client.query<{ table: string; column: string; target: string; width: number }>(
    `select c.relname as table, a.attname as column, t.relname as target, cardinality(k.conkey) as width
     from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class t on t.oid = k.confrelid
     join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
     where k.contype = 'f' and c.relname = any($1)`,
    [tables],
  );
  const wide = foreignKeys.rows.find((f) => f.width !== 1);
  if (wide) throw new Error(`${wide.table}: a foreign key over several columns; copyClub shifts single columns only`);
  const references = new Map<string, string>(Object.entries(IMPLICIT_REFERENCES));
  for (const f of foreignKeys.rows) references.set(`${f.table}.${f.column}`, f.target);
  // Text columns of unique indexes without club_id are unique across the deployment: changed per copy.
  const uniqueTexts = new Set(
    (
      await client.query<{ key: string }>(
        `select c.relname || '.' || a.attname as key
         from pg_index x join pg_class c on c.oid = x.indrelid
         join pg_attribute a on a.attrelid = c.oid and a.attnum = any(x.indkey)
         where x.indisunique and c.relname = any($1) and a.atttypid = 'text'::regtype
           and not exists (select 1 from pg_attribute z where z.attrelid = c.oid and z.attname = 'club_id' and z.attnum = any(x.indkey))`,
        [tables],
      )
    ).rows.map((r) => r.key),
  );
  // The offset of a table's ids: its largest id now (all of it is the one club's).
  const offsets = new Map<string, number>();
  for (const table of tables) {
    if (!columns.some((c) => c.table === table && c.column === 'id' && c.type === 'integer')) continue;
    const { rows } = await client.query<{ max: number | null }>(`select max(id) as max from ${ident(table)}`);
    offsets.set(table, rows[0]!.max ?? 0);
  }

  const expression = (c: Column): string => {
    const col = `t.${ident(c.column)}`;
    const key = `${c.table}.${c.column}`;
    if (c.column === 'id' && offsets.has(c.table)) return `${col} + g.k * ${offsets.get(c.table)}`;
    const target = references.get(key);
    if (target !== undefined && offsets.has(target)) {
      const offset = offsets.get(target)!;
      if (c.type === 'integer[]') return `array(select x + g.k * ${offset} from unnest(${col}) x)`;
      // A foreign key is null or a row; an implicit reference may be 0 for none.
      return key in IMPLICIT_REFERENCES ? `case when ${col} > 0 then ${col} + g.k * ${offset} else ${col} end` : `${col} + g.k * ${offset}`;
    }
    if (uniqueTexts.has(key)) {
      return `case when ${col} like '%@%' then regexp_replace(${col}, '@', '+c' || g.k || '@') else ${col} || '-c' || g.k end`;
    }
    if (key === 'clubs.name') return `${col} || ' ' || g.k`;
    return col;
  };

  await client.query(`set session_replication_role = replica`);
  await client.query(`set synchronous_commit = off`);
  try {
    for (const table of tables) {
      const own = columns.filter((c) => c.table === table);
      const where = table === 'clubs' ? `t.id = ${clubId}` : `t.club_id = ${clubId}`;
      await client.query(
        `insert into ${ident(table)} (${own.map((c) => ident(c.column)).join(', ')})
         select ${own.map(expression).join(', ')} from ${ident(table)} t, generate_series(1, ${copies}) as g(k) where ${where}`,
      );
    }
  } finally {
    await client.query(`set session_replication_role = origin`);
  }
  // Every serial column's sequence after the copies' largest id.
  await client.query(`
    do $$ declare r record; begin
      for r in select c.relname as t, a.attname as col, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
               from pg_class c join pg_attribute a on a.attrelid = c.oid
               where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace and a.attnum > 0
                 and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null loop
        execute format('select setval(%L, greatest(1, (select max(%I) from %I)))', r.seq, r.col, r.t);
      end loop;
    end $$`);
}

/** Foreign keys that point nowhere after the copy (with triggers off, nothing checked them): "table.column: n". */
export async function danglingReferences(client: pg.Client): Promise<string[]> {
  const keys = (
    await client.query<{ table: string; column: string; target: string; key: string }>(
      `select c.relname as table, a.attname as column, t.relname as target, ta.attname as key
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class t on t.oid = k.confrelid
       join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
       join pg_attribute ta on ta.attrelid = k.confrelid and ta.attnum = k.confkey[1]
       where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace`,
    )
  ).rows;
  const dangling: string[] = [];
  for (const k of keys) {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from ${ident(k.table)} s
       where s.${ident(k.column)} is not null and not exists (select 1 from ${ident(k.target)} r where r.${ident(k.key)} = s.${ident(k.column)})`,
    );
    if (rows[0]!.n > 0) dangling.push(`${k.table}.${k.column}: ${rows[0]!.n}`);
  }
  return dangling;
}
