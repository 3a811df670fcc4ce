// The hot reads of issue 16, each with the body the app sends for the demo user who opens its screen.
// Ids come from the running demo club, so the bench follows the seed wherever its ids land.

export interface HotRead {
  name: string;
  path: string;
  body: object;
}

interface LoginAnswer {
  jwt: string;
  data: { memberId: number };
}

async function post<T>(base: string, path: string, body: object): Promise<T> {
  const res = await fetch(`${base}/api/${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const login = (base: string, who: string) => post<LoginAnswer>(base, 'login.php', { login: `${who}@demo.clubhuis.be`, password: 'demo' });

export async function hotReads(base: string): Promise<HotRead[]> {
  const [lid, ouder, trainer, sporter, padel] = await Promise.all(['lid', 'ouder', 'trainer', 'sporter', 'padel'].map((who) => login(base, who)));
  const teams = await post<{ teamId: number; sport: string }[]>(base, 'competition/rankingList', {});
  const team = teams.find((t) => t.sport === 'tabletennis') ?? teams[0]!;
  const leagues = await post<{ leagueId: number }[]>(base, 'league/list.php', { jwt: padel!.jwt });
  return [
    { name: 'member/getList.php (2 linked members)', path: 'member/getList.php', body: { jwt: ouder!.jwt } },
    { name: 'member/getList.php allmembers', path: 'member/getList.php', body: { jwt: ouder!.jwt, allmembers: true } },
    { name: 'teamcomposition/list (lid@, demo season)', path: 'teamcomposition/list', body: { jwt: lid!.jwt } },
    {
      name: 'teamcomposition/list (lid@, /teams: coming, own teams)',
      path: 'teamcomposition/list',
      body: { jwt: lid!.jwt, when: 'coming', member_id: lid!.data.memberId },
    },
    { name: 'competition/rankingList', path: 'competition/rankingList', body: { jwt: lid!.jwt } },
    { name: 'team/rankings', path: 'team/rankings', body: { jwt: lid!.jwt, team_id: team.teamId } },
    { name: 'playermoment/playermoment_list.php', path: 'playermoment/playermoment_list.php', body: { jwt: lid!.jwt, member_id: lid!.data.memberId } },
    { name: 'reservation/list.php', path: 'reservation/list.php', body: { jwt: lid!.jwt, member_ids: [lid!.data.memberId] } },
    { name: 'training/getTrainingMomentsToBeConfirmedList (trainer@)', path: 'training/getTrainingMomentsToBeConfirmedList', body: { jwt: trainer!.jwt } },
    { name: 'training/getTraineeMomentList (sporter@)', path: 'training/getTraineeMomentList', body: { jwt: sporter!.jwt, trainee_id: sporter!.data.memberId } },
    { name: 'league/list.php', path: 'league/list.php', body: { jwt: padel!.jwt } },
    {
      name: 'league/information.php (padel@)',
      path: 'league/information.php',
      body: { jwt: padel!.jwt, leagueid: leagues[0]!.leagueId, memberid: padel!.data.memberId },
    },
  ];
}
