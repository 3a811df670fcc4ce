import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { memberIdOf, today, todaysMoment, trainerDays } from '../../testing/sportsCampKit.ts';

// The camp calls answer in the caller's language (issue 33): French refusals, day lines and transport
// types with Accept-Language fr-BE (the demo accounts never chose a language), Dutch without.

const FR = { 'accept-language': 'fr-BE,fr;q=0.9' };
const DAY_FR = '(dim|lun|mar|mer|jeu|ven|sam)\\. \\d\\d/\\d\\d';

let t: TestApp;
let trainer: string;
let koen: number;
beforeAll(async () => {
  t = await createTestApp();
  trainer = await t.login('trainer@demo.clubhuis.be');
  koen = await memberIdOf(t.database.db, 'Koen', 'Jacobs');
});
afterAll(() => t.close());

describe('sports camp in French', () => {
  it('refuses a moment not chosen (400) and a check-out of a child not checked in (409) in French', async () => {
    const none = await t.post('sportscamp/presenceList', { jwt: trainer, event_id: 0 }, FR);
    expect([none.status, none.error.message]).toEqual([400, "Choisis d'abord un groupe et un moment."]);
    const { moment, children } = await todaysMoment(t.database.db);
    const out = await t.post('sportscamp/updateCheckOut', { jwt: trainer, event_id: moment.id, subscription_id: children[0]!.id, checkedOut: 1 }, FR);
    expect([out.status, out.error.message]).toEqual([
      409,
      "L'arrivée de ce participant n'a pas encore été enregistrée : son départ ne peut donc pas l'être.",
    ]);
    const dutch = await t.post('sportscamp/updateCheckOut', { jwt: trainer, event_id: moment.id, subscription_id: children[0]!.id, checkedOut: 1 });
    expect([dutch.status, dutch.error.message]).toEqual([409, 'Deze deelnemer werd nog niet aangemeld en kan dus niet afgemeld worden.']);
  });

  it("refuses a trainer's remarks with a newline in French (400)", async () => {
    const row = (await trainerDays(t.database.db, koen)).find((d) => d.campDate === today())!;
    const res = await t.post('sportscamp/trainerPresenceUpdate', { jwt: trainer, ids: String(row.id), presence: 1, transport: 1, remarks: 'un\ndeux' }, FR);
    expect([res.status, res.error.message]).toEqual([400, "Le champ 'remarks' ne peut pas contenir de retour à la ligne."]);
  });

  it('writes the half days, the camp days and the transport types in French', async () => {
    const planning = await t.post('sportscamp/planningMomentList', { jwt: trainer, trainer_id: koen }, FR);
    expect(planning.json[0]!.campTitleAndPeriod).toMatch(new RegExp(`^Herfstkamp Sport & Spel - ${DAY_FR} matin$`));
    expect(planning.json[1]!.campTitleAndPeriod).toMatch(new RegExp(`^Herfstkamp Sport & Spel - ${DAY_FR} après-midi$`));
    const days = await t.post('sportscamp/trainerPresenceList', { jwt: trainer, trainerId: koen }, FR);
    expect(days.json[0]!.title).toMatch(new RegExp(`^Herfstkamp Sport & Spel - ${DAY_FR}$`));
    const types = await t.post('general/transportTypeList.php', { jwt: trainer }, FR);
    expect(types.json).toEqual([
      { typeId: 1, description: 'Voiture' },
      { typeId: 2, description: 'Vélo' },
    ]);
    // The same calls in Dutch right after: nothing of the French stays behind.
    const dutch = await t.post('sportscamp/planningMomentList', { jwt: trainer, trainer_id: koen });
    expect(dutch.json[0]!.campTitleAndPeriod).toMatch(/^Herfstkamp Sport & Spel - (zo|ma|di|wo|do|vr|za) \d\d\/\d\d voormiddag$/);
    expect((await t.post('general/transportTypeList.php', { jwt: trainer })).json[1]).toEqual({ typeId: 2, description: 'Fiets' });
  });
});
