import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// Text pieces an answer built by PostgreSQL needs, written so that they give exactly what the server's
// JavaScript gives for the same text (db/sqlText.api.test.ts compares both on one database).

/** http/html.ts's escapeHtml in SQL: & first, so the entities added after it stay as they are. */
export function escapedHtml(text: SQLWrapper): SQL<string> {
  return sql<string>`replace(replace(replace(replace(replace(${text}, '&', '&#38;'), '<', '&#60;'), '>', '&#62;'), '"', '&#34;'), '''', '&#39;')`;
}

/** The characters encodeURIComponent leaves as they are. */
const URI_UNRESERVED = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()";

/**
 * encodeURIComponent in SQL. An address mostly needs only spaces, commas and a few marks encoded: those
 * are replaced at once ('%' first), and when what is left is all unreserved that is the answer; any
 * other text (accents, emoji) goes character by character through its UTF-8 bytes, which costs ~20
 * times as much.
 */
export function uriComponent(text: SQLWrapper): SQL<string> {
  const common = sql`replace(replace(replace(replace(replace(replace(replace(replace(replace(${text}, '%', '%25'), ' ', '%20'), ',', '%2C'), '/', '%2F'), '&', '%26'), '#', '%23'), '?', '%3F'), ':', '%3A'), ';', '%3B')`;
  const byByte = sql`(select string_agg(case when strpos(${sql.raw(`'${URI_UNRESERVED.replace(/'/g, "''")}'`)}, c) > 0 then c
      else regexp_replace(upper(encode(convert_to(c, 'UTF8'), 'hex')), '(..)', '%\\1', 'g') end, '' order by i)
    from regexp_split_to_table(${text}, '') with ordinality as uri_chars(c, i))`;
  return sql<string>`(select case when quick ~ '^[A-Za-z0-9%_.!~*''()-]*$' then quick else ${byByte} end from (select ${common} as quick) uri_quick)`;
}
