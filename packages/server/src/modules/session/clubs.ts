import type { Db } from '../../db/client.ts';
import { appConfig, disciplines } from '../../db/schema.ts';
import { insertClubRow } from '../clubs/clubRows.ts';
import { insertAccount, setRights } from './accounts.ts';

export interface NewClub {
  code: string;
  name: string;
  /** VTTL, SPORTA, BV, GYMFED or PADEL (spec 01: the sport follows from it). */
  association: string;
  admin: { email: string; firstName: string; lastName: string };
}

/** A club with nothing in it but its settings and its first administrator (no password yet). */
export async function insertClub(tx: Db, club: NewClub) {
  const row = await insertClubRow(tx, { code: club.code, name: club.name, association: club.association });
  const clubId = row.id;
  await tx.insert(appConfig).values({ clubId, title: club.name, resetPasswordUrl: '#/wachtwoord-vergeten' });
  const sport = club.association === 'PADEL' ? 'Padel' : club.association === 'BV' ? 'Badminton' : club.association === 'GYMFED' ? 'Gym' : 'Tafeltennis';
  await tx.insert(disciplines).values({ clubId, number: 1, description: sport });
  const admin = await insertAccount(tx, clubId, { ...club.admin, active: true });
  await setRights(tx, admin.id, { administrator: true });
  return { club: row, admin };
}
