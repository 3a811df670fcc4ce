import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Distinct statement texts that get a name. Each named statement stays prepared on every connection
 * that ran it (PostgreSQL keeps its plan per session), so the count is bounded; texts past it run
 * unnamed, as before. The app has a few hundred; `in ($1, …, $n)` lists of many lengths fill the rest.
 */
const MAX_NAMED = 400;

/**
 * Gives every statement drizzle sends through the pool a name derived from its text, so that
 * node-postgres prepares it once per connection and PostgreSQL skips parsing and planning it again
 * (issue 16: parsing took most of PostgreSQL's time on a light read). Transactions run on a client
 * of their own and stay unnamed.
 */
export function nameStatements(pool: pg.Pool): pg.Pool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED) {
      name = `c${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const named = (config: unknown, ...rest: unknown[]) => {
    if (typeof config === 'object' && config !== null && 'text' in config && typeof config.text === 'string' && !('name' in config && config.name)) {
      const name = nameOf(config.text);
      if (name) return query({ ...config, name }, ...rest);
    }
    return query(config, ...rest);
  };
  // A proxy, not a copy: the pool's own methods keep running on the pool itself (its queues, counts).
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'query') return named;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
