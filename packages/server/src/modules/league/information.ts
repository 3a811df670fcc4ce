import type { RequestUser } from '../../http/context.ts';
import { JsonText } from '../../http/bind.ts';
import { ApiError } from '../../http/errors.ts';
import type { Db } from '../../db/client.ts';
import { informationOf, statusTexts } from './informationStatement.ts';
import { leagueText } from './messages.ts';

/**
 * league/information.php: the levels, the series shown and the member's poule in each of them. Any
 * member may look at another member's poules (/league/{whom}); no contact data is in it. One statement
 * builds the whole answer (informationStatement.ts).
 */
export async function information(db: Db, user: RequestUser, leagueId: number, memberId: number): Promise<JsonText<'league/information.php'>> {
  const whom = memberId > 0 ? memberId : (user.memberIds[0] ?? 0);
  const [row] = await informationOf(db).execute({ leagueId, clubId: user.clubId, whom, ...statusTexts() });
  if (!row) throw new ApiError(404, leagueText.unknownLeague);
  return new JsonText(row.json);
}
