import { describe, expect, it } from 'vitest';
import { makeConfig as config, makeMember as member, makeUser as user } from '../../testing/fixtures';
import { bottomPlaces, menuSections, type MenuInput, type MenuSection } from './menuSections';

const input = (patch: Partial<MenuInput> = {}): MenuInput => ({
  config: config(),
  user: user(),
  memberCount: 1,
  selectedMemberId: 7,
  selectedMember: member(),
  ...patch,
});

const keys = (sections: MenuSection[]) => sections.map((s) => s.key);
const section = (sections: MenuSection[], key: string) => sections.find((s) => s.key === key);
const labels = (sections: MenuSection[], key: string) => {
  const s = section(sections, key);
  return s?.kind === 'group' ? s.entries.map((e) => e.label) : [];
};
const entry = (sections: MenuSection[], key: string, label: string) => {
  const s = section(sections, key);
  return s?.kind === 'group' ? s.entries.find((e) => e.label === label) : undefined;
};

describe('menuSections', () => {
  it('shows Clubbeheer to administrators only, before Afmelden', () => {
    expect(keys(menuSections(input()))).not.toContain('admin');
    const admin = menuSections(input({ user: user({ administrator: true }) }));
    expect(keys(admin).slice(-3)).toEqual(['admin', 'notifications', 'logout']);
    expect(labels(admin, 'admin')).toEqual(['Instellingen', 'Leden', 'Leden importeren', 'Gebruikers en rechten', 'Competitiesite', 'Ploegen en spelers', 'Spelmomenten', 'Trainingen', 'Sportkampen beheren', 'Aan- en afmeldingen kampen', 'League beheren', 'Logboek']);
  });

  it('shows only Aanmelden when logged out', () => {
    expect(menuSections(input({ user: null }))).toEqual([{ kind: 'link', key: 'login', label: 'Aanmelden', to: '/login' }]);
  });

  it('shows the basic sections of a table tennis member, in order, ending with Afmelden', () => {
    const s = menuSections(input());
    expect(keys(s)).toEqual(['association', 'general', 'playerMoments', 'notifications', 'logout']);
    expect(labels(s, 'association')).toEqual(['Mijn resultaten', 'Ploegen', 'Opstellingen', 'Weekdigest', 'Sterktelijsten']);
    expect(entry(s, 'association', 'Mijn resultaten')).toEqual({ label: 'Mijn resultaten', to: '/results/7' });
    expect(labels(s, 'playerMoments')).toEqual(['Reservaties']);
    expect(s.slice(-2)).toEqual([
      { kind: 'link', key: 'notifications', label: 'Meldingen', to: '/meldingen' },
      { kind: 'link', key: 'logout', label: 'Afmelden', to: '/logout' },
    ]);
  });

  it('offers the member switcher only with more than one member', () => {
    expect(keys(menuSections(input({ memberCount: 2 })))[0]).toBe('selectMember');
    expect(keys(menuSections(input({ memberCount: 1 })))).not.toContain('selectMember');
  });

  it('hides the association section without the team composition module', () => {
    expect(keys(menuSections(input({ config: config({ teamCompositionModule: false }) })))).not.toContain('association');
  });

  it('hides table-tennis-only entries for other sports', () => {
    const s = menuSections(input({ config: config({ association: 'BV' }) }));
    expect(labels(s, 'association')).toEqual(['Ploegen', 'Opstellingen', 'Weekdigest']);
    expect(keys(s)).toContain('playerMoments');
  });

  it('shows player moments for table tennis and badminton only, attendance for those responsible', () => {
    expect(keys(menuSections(input({ config: config({ association: 'PADEL' }) })))).not.toContain('playerMoments');
    expect(labels(menuSections(input({ user: user({ playerMoments: true }) })), 'playerMoments')).toEqual([
      'Reservaties',
      'Aanwezigheden',
    ]);
  });

  it('shows the league section only with an active league', () => {
    const s = menuSections(input({ user: user({ currentlyActiveLeagueId: 3 }) }));
    expect(labels(s, 'league')).toEqual(['Selecteer league', 'Mijn league', 'Inschrijvingen', 'Reglement']);
    expect(entry(s, 'league', 'Mijn league')).toEqual({ label: 'Mijn league', to: '/league/7' });
    expect(keys(menuSections(input()))).not.toContain('league');
  });

  it('shows training work to trainers when the training module is on', () => {
    const trainer = user({ trainerId: 4 });
    expect(labels(menuSections(input({ user: trainer })), 'trainingWork')).toEqual([
      'Aanwezigheden',
      'Overzicht trainees',
      'Trainingsmomenten',
      'Aanwezigheidsoverzicht',
    ]);
    expect(keys(menuSections(input({ user: trainer, config: config({ trainingModule: false }) })))).not.toContain(
      'trainingWork',
    );
  });

  it('shows my trainings when the selected member has training groups', () => {
    const s = menuSections(input({ selectedMember: member({ trainingGroups: 'Jeugd A' }) }));
    expect(labels(s, 'myTrainings')).toEqual(['Reserveren/Annuleren', 'Mijn deelnames']);
    expect(keys(menuSections(input({ selectedMember: undefined })))).not.toContain('myTrainings');
  });

  it('shows sports camps with the module on and a camp for the user', () => {
    expect(labels(menuSections(input({ user: user({ hasSportsCamp: true }) })), 'sportsCamps')).toEqual([
      'Mijn kampdag', 'Mijn aanwezigheden', 'Dagplanning', 'Gymnasten aanmelden', 'Gymnasten afmelden', 'Aan- en afmeldingen', 'Materiaal',
      'Inschrijvingen',
    ]);
    const off = input({ user: user({ hasSportsCamp: true }), config: config({ sportsCampModule: false }) });
    expect(keys(menuSections(off))).not.toContain('sportsCamps');
  });

  it('links the federation page when both the url and the association id exist', () => {
    const s = menuSections(input({ selectedMember: member({ associationId: '123456' }) }));
    expect(entry(s, 'general', 'Mijn federatiepagina')).toEqual({
      label: 'Mijn federatiepagina',
      href: 'https://competitie.example/speler/123456',
    });
    expect(labels(menuSections(input()), 'general')).toEqual(['Ledenfiches']);
    const noUrl = input({ config: config({ frenoyUrl: '' }), selectedMember: member({ associationId: '1' }) });
    expect(labels(menuSections(noUrl), 'general')).toEqual(['Ledenfiches']);
  });

  it('links Gymfed for gym clubs', () => {
    const s = menuSections(input({ config: config({ association: 'GYMFED' }) }));
    expect(entry(s, 'general', 'Gymfed')).toEqual({ label: 'Gymfed', href: 'https://www.gymfed.be' });
  });

  it('opens member, association and league by default and closes the others', () => {
    const s = menuSections(
      input({ memberCount: 2, user: user({ trainerId: 1, hasSportsCamp: true, currentlyActiveLeagueId: 1 }) }),
    );
    const open = s.filter((x) => x.kind !== 'link' && x.defaultOpen).map((x) => x.key);
    expect(open).toEqual(['selectMember', 'association', 'league']);
  });

  it('gives every area its section', () => {
    const everything = input({
      user: user({ trainerId: 4, hasSportsCamp: true, currentlyActiveLeagueId: 3 }),
      selectedMember: member({ trainingGroups: 'Jeugd A' }),
    });
    const s = menuSections(everything);
    expect(keys(s)).toEqual(['association', 'league', 'trainingWork', 'myTrainings', 'sportsCamps', 'general', 'playerMoments', 'notifications', 'logout']);
    expect(labels(s, 'association')).toEqual(['Mijn resultaten', 'Ploegen', 'Opstellingen', 'Weekdigest', 'Sterktelijsten']);
    expect(labels(s, 'league')).toEqual(['Selecteer league', 'Mijn league', 'Inschrijvingen', 'Reglement']);
    expect(labels(s, 'trainingWork')).toEqual(['Aanwezigheden', 'Overzicht trainees', 'Trainingsmomenten', 'Aanwezigheidsoverzicht']);
    expect(labels(s, 'myTrainings')).toEqual(['Reserveren/Annuleren', 'Mijn deelnames']);
  });
});

describe('bottomPlaces (the bottom bar below 540 px), per demo login', () => {
  const places = (patch: Partial<MenuInput>) => bottomPlaces(input(patch)).map((p) => ('to' in p ? `${p.label} ${p.to}` : p.label));
  const league = { currentlyActiveLeagueId: 1 };

  it('lid@ (a table tennis player in a club with a running league): home, line-ups, league, own results, more', () => {
    expect(places({ user: user(league) })).toEqual(['Home /home', 'Ploegen /teams', 'League /league/7', 'Resultaten /results/7', 'Meer']);
  });

  it("ouder@ (two children, Emma in a training group): the chosen child's trainings to reserve", () => {
    const emma = member({ memberId: 2, trainingGroups: 'Jeugd A' });
    expect(places({ user: user(league), memberCount: 2, selectedMemberId: 2, selectedMember: emma })).toEqual([
      'Home /home', 'Ploegen /teams', 'Trainingen /traineetrainingmoments/reservation', 'League /league/2', 'Meer',
    ]);
  });

  it('trainer@ (trainer and camp trainer): the trainings to confirm and the camp check-in', () => {
    expect(places({ user: user({ ...league, trainerId: 1, hasSportsCamp: true }) })).toEqual([
      'Home /home', 'Ploegen /teams', 'Trainingen /trainingmoments/open', 'Kamp /sportscampcheckin', 'Meer',
    ]);
  });

  it('sporter@ (a trainee): the trainings to reserve', () => {
    const nina = member({ trainingGroups: 'Recreanten, Competitie' });
    expect(places({ user: user(league), selectedMember: nina })).toEqual(['Home /home', 'Ploegen /teams', 'Trainingen /traineetrainingmoments/reservation', 'League /league/7', 'Meer']);
  });

  it('padel@ in a padel club (no interclub module): home, league, reservations… only what its menu offers', () => {
    const padelClub = config({ association: 'PADEL', teamCompositionModule: false, trainingModule: false, sportsCampModule: false });
    expect(places({ config: padelClub, user: user(league) })).toEqual(['Home /home', 'League /league/7', 'Meer']);
  });

  it('a camp trainer who is no trainer: the camp, not the trainings; without the camp module no camp', () => {
    expect(places({ user: user({ hasSportsCamp: true }) })).toEqual(['Home /home', 'Ploegen /teams', 'Kamp /sportscampcheckin', 'Resultaten /results/7', 'Meer']);
    expect(places({ config: config({ sportsCampModule: false }), user: user({ hasSportsCamp: true }) })).not.toContain('Kamp /sportscampcheckin');
  });

  it('beheer@ (an administrator without a member of its own): Clubbeheer → Leden instead of results', () => {
    const admin = user({ ...league, administrator: true, memberId: 0, memberIds: [] });
    expect(places({ user: admin, memberCount: 0, selectedMemberId: 0, selectedMember: undefined })).toEqual([
      'Home /home', 'Ploegen /teams', 'League /league', 'Beheer /beheer/leden', 'Meer',
    ]);
  });

  it('none when logged out', () => {
    expect(bottomPlaces(input({ user: null }))).toEqual([]);
  });
});
