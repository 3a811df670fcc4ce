import type { z } from 'zod';
import * as session from './endpoints/session.ts';
import * as members from './endpoints/members.ts';
import * as interclub from './endpoints/interclub.ts';
import * as interclubCarpool from './endpoints/interclubCarpool.ts';
import * as interclubFollows from './endpoints/interclubFollows.ts';
import * as interclubLink from './endpoints/interclubLink.ts';
import * as competition from './endpoints/competition.ts';
import * as playermoments from './endpoints/playermoments.ts';
import * as training from './endpoints/training.ts';
import * as sportscamp from './endpoints/sportscamp.ts';
import * as strengthlists from './endpoints/strengthlists.ts';
import * as league from './endpoints/league.ts';
import * as password from './endpoints/password.ts';
import * as admin from './endpoints/admin.ts';
import * as adminSeason from './endpoints/adminSeason.ts';
import * as home from './endpoints/home.ts';
import * as notifications from './endpoints/notifications.ts';

/** Every call of the app, keyed by its spec path. A new area adds its module to this one list. */
const modules = [session, members, interclub, interclubCarpool, interclubFollows, interclubLink, competition, playermoments, training, sportscamp, strengthlists, league, password, admin, adminSeason, home, notifications] as const;
/** Distributes over the union of modules, so each module gives all of its entries. */
type EntriesOf<M> = M extends unknown ? M[keyof M] : never;
type Entries = EntriesOf<(typeof modules)[number]>;
export type Catalogue = { [E in Entries as E['path']]: E };
export type Path = keyof Catalogue;
/** The body without jwt: the web client's api.ts adds the token itself. */
export type RequestOf<P extends Path> = z.input<Catalogue[P]['request']>;
export type ResponseOf<P extends Path> = z.output<Catalogue[P]['response']>;

export const catalogue = Object.fromEntries(
  modules.flatMap((m) => Object.values(m)).map((e) => [e.path, e]),
) as Catalogue;
