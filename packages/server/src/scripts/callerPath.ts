import { resolve } from 'node:path';

/** npm run starts scripts in the repository's root; a path the user typed is meant from where they typed it. */
export function fromCaller(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}
