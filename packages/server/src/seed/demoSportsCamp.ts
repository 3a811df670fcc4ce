// The demo club's sports camp: five days with the Brussels today in the middle, two groups, 40
// invented children, four trainers (Koen Jacobs of trainer@ among them), a planning per half day and
// 15 pieces of material with small drawings. Past half days carry check-ins and check-outs by trainer@.
import { eq } from 'drizzle-orm';
import { addDays } from '@clubhuis/contract/rules/clock';
import type { Db } from '../db/client.ts';
import {
  sportsCampBlockMaterials,
  sportsCampBlockTrainers,
  sportsCampGroups,
  sportsCampMaterials,
  sportsCampMoments,
  sportsCampPlanningBlocks,
  sportsCampPlannings,
  sportsCampPresenceLog,
  sportsCampPresences,
  sportsCampSubscriptions,
  sportsCampTrainerPresences,
  sportsCampTrainers,
  sportsCamps,
  users,
} from '../db/schema.ts';
import { gifBase64, shapes, type Rgb } from './demoGif.ts';

const m = (name: string) => `${name}@demo.clubhuis.be`;

const white: Rgb = [255, 255, 255];
const dark: Rgb = [60, 60, 60];
/** description, stock, details, shape, main colour, second colour. */
const MATERIAL: [string, number, string, keyof typeof shapes, Rgb, Rgb][] = [
  ['Voetballen', 12, 'Maat 4, in het net in berging 1.', 'ball', [240, 240, 240], [20, 20, 20]],
  ['Basketballen', 10, 'Maat 5; pomp in de materiaalkast.', 'ball', [230, 120, 30], [60, 30, 10]],
  ['Pionnen', 40, 'Oranje en gele, in de blauwe bak.', 'cone', [250, 140, 0], [255, 255, 255]],
  ['Hoepels', 24, 'Drie maten, aan de haak naast de deur.', 'ring', [220, 40, 140], white],
  ['Springtouwen', 20, 'Met houten handvatten.', 'rope', [40, 120, 220], [120, 70, 30]],
  ['Turnmatten', 8, 'Zware matten: altijd met twee dragen.', 'mat', [30, 90, 180], [20, 40, 90]],
  ['Badmintonrackets', 16, 'Kinderrackets (kort model).', 'racket', [40, 160, 80], white],
  ['Shuttles', 36, 'Nylon shuttles, koker van 6.', 'cone', [255, 255, 255], [200, 200, 200]],
  ['Tafeltennisbatjes', 16, 'In de grijze koffer.', 'racket', [200, 30, 30], [30, 30, 30]],
  ['Tafeltennisballetjes', 60, 'Oranje trainingsballetjes.', 'ball', [255, 150, 40], white],
  ['Frisbees', 12, 'Zachte frisbees voor binnen.', 'disc', [250, 210, 0], [230, 80, 0]],
  ['Hesjes', 30, 'Rood, blauw en geel, 10 van elk.', 'bib', [210, 30, 40], white],
  ['Zakken voor zaklopen', 10, 'Jute zakken.', 'bag', [170, 120, 60], [120, 80, 40]],
  ['Evenwichtsbalk', 2, 'Lage balk, 3 meter.', 'beam', [180, 130, 70], dark],
  ['Speeldoeken', 2, 'Parachutes van 6 meter met 16 handvatten.', 'chute', [230, 50, 50], [40, 120, 230]],
];

/** Per camp day: the theme and the material (indexes above) its planning uses. */
const DAYS: { theme: string; am: string; pm: string; material: number[] }[] = [
  { theme: 'Balsporten', am: 'Voetbal en trefbal', pm: 'Basketbal', material: [0, 1, 2, 11] },
  { theme: 'Circus', am: 'Jongleren en evenwicht', pm: 'Circusvoorstelling voorbereiden', material: [3, 13, 5, 14] },
  { theme: 'Olympische spelen', am: 'Atletiek en springen', pm: 'Olympische estafette', material: [2, 4, 12, 3, 11] },
  { theme: 'Racketsporten', am: 'Badminton', pm: 'Tafeltennis', material: [6, 7, 8, 9] },
  { theme: 'Avonturenparcours', am: 'Parcours bouwen', pm: 'Grote spelnamiddag en afsluiter', material: [5, 13, 14, 10, 2] },
];

const BLOCKS = { am: [['09:00', '10:30'], ['10:45', '12:00']], pm: [['13:30', '14:45'], ['15:00', '16:00']] } as const;

const CHILD_FIRST = {
  M: ['Mats', 'Lowie', 'Vic', 'Finn', 'Rune', 'Nand', 'Staf', 'Jules', 'Wannes', 'Cas', 'Lars', 'Mil', 'Warre', 'Bas', 'Tuur', 'Lou', 'Ferre', 'Remi', 'Siebe', 'Matteo'],
  F: ['Lotte', 'Fleur', 'Noor', 'Mila', 'Lena', 'Ella', 'Nina', 'Roos', 'Amber', 'Juna', 'Marthe', 'Lina', 'Hanne', 'Zoë', 'Elise', 'Olivia', 'Jade', 'Saar', 'Kato', 'Tess'],
};
const CHILD_LAST = ['De Backer', 'Verstraete', 'Van Acker', 'Claeys', 'De Wilde', 'Segers', 'Desmet', 'Coppens', 'Van Hecke', 'Lemmens', 'Bogaert', 'De Clercq', 'Martens', 'Smet'];
const PARENT_FIRST = ['Sarah', 'Pieter', 'Katrien', 'Bert', 'Evelien', 'Dieter', 'Inge', 'Koen', 'Annelies', 'Tim'];
const STREETS = ['Veldstraat', 'Lindenlaan', 'Kouter', 'Meersstraat', 'Bosweg', 'Hoogstraat'];
const MEDICATION = [
  'Puffer (Ventolin) bij inspanning, zit in het voorvakje van de rugzak.',
  'Allergie voor noten: EpiPen in de rugzak, bij twijfel 112 bellen.',
  'Rilatine 10 mg om 12 uur bij het middageten.',
  'Diabetes type 1: meet zelf om 10 uur en 15 uur; druivensuiker in de rugzak.',
];
const EXTRA = ['Wordt om 15 uur opgehaald door de grootouders.', 'Is wat verlegen de eerste dag.', 'Draagt een bril: bij balsporten de sportbril.', 'Mag niet zwemmen (oorbuisjes).'];

/** A two-digit month-day that is not today's, so only the chosen child has its birthday today. */
function otherDay(i: number, today: string): string {
  const md = `${String((i % 12) + 1).padStart(2, '0')}-${String(((i * 7) % 28) + 1).padStart(2, '0')}`;
  return md === today.slice(5, 10) ? `${md.slice(0, 3)}${String(((i * 7) % 28) + 2).padStart(2, '0')}` : md;
}

export async function seedDemoSportsCamp(db: Db, clubId: number, idByEmail: Map<string, number>, today: string): Promise<void> {
  const from = addDays(today, -2);
  const days = Array.from({ length: 5 }, (_, i) => addDays(from, i));
  const [camp] = await db
    .insert(sportsCamps)
    .values({ clubId, title: 'Herfstkamp Sport & Spel', dateFrom: days[0]!, dateTill: days[4]!, responsible: 'Koen Jacobs' })
    .returning({ id: sportsCamps.id });
  const campId = camp!.id;
  const koen = idByEmail.get(m('koen.jacobs'))!;
  const els = idByEmail.get(m('els.wouters'))!;
  // Two more trainers among the club's members (the generated ones: deterministic).
  const others = [...idByEmail.values()].filter((id) => id !== koen && id !== els).sort((a, b) => a - b).slice(10, 12);
  const trainers = [koen, els, ...others];
  await db.insert(sportsCampTrainers).values(trainers.map((memberId) => ({ clubId, campId, memberId })));

  const groups = await db
    .insert(sportsCampGroups)
    .values([
      { clubId, campId, name: 'Kleuters (4-6 jaar)', position: 1 },
      { clubId, campId, name: 'Sportievelingen (7-12 jaar)', position: 2 },
    ])
    .returning({ id: sportsCampGroups.id });
  const [kleuters, sportief] = [groups[0]!.id, groups[1]!.id];
  const moments = await db
    .insert(sportsCampMoments)
    .values(days.flatMap((campDate) => (['am', 'pm'] as const).flatMap((ampm) => [kleuters, sportief].map((groupId) => ({ clubId, campId, groupId, campDate, ampm })))))
    .returning();

  // 40 children: 18 toddlers, 22 older; every sixth with medication, every seventh without photo
  // consent, the 12th has its birthday today; Lucas Maes (ouder@'s son) is a club member among them.
  const year = Number(today.slice(0, 4));
  const children: (typeof sportsCampSubscriptions.$inferInsert)[] = [];
  for (let i = 0; i < 40; i++) {
    const small = i < 18;
    const gender = i % 2 === 0 ? 'F' : 'M';
    const last = CHILD_LAST[(i * 5) % CHILD_LAST.length]!;
    const parent = PARENT_FIRST[i % PARENT_FIRST.length]!;
    const parent2 = PARENT_FIRST[(i + 3) % PARENT_FIRST.length]!;
    const age = small ? 4 + (i % 3) : 7 + (i % 6);
    const md = i === 11 ? today.slice(5, 10) : otherDay(i, today);
    const slug = last.toLowerCase().replace(/\s+/g, '');
    children.push({
      clubId,
      campId,
      groupId: small ? kleuters : sportief,
      firstName: CHILD_FIRST[gender][(i * 3) % 20]!,
      lastName: last,
      gender,
      birthdate: `${year - age}-${md}`,
      address: `${STREETS[i % STREETS.length]} ${(i * 11) % 90 + 2}, 9000 Gent`,
      email: `${parent.toLowerCase()}.${slug}@voorbeeld.be`,
      email2: i % 3 === 0 ? '' : `${parent2.toLowerCase()}.${slug}@voorbeeld.be`,
      telephone: `0476 ${String(200000 + i * 4111).slice(-6)}`,
      telephone2: i % 3 === 0 ? '' : `0495 ${String(300000 + i * 2713).slice(-6)}`,
      medication: i % 6 === 1 ? MEDICATION[(i / 6) % MEDICATION.length | 0]! : '',
      experience: small ? (i % 4 === 0 ? 'Kleuterturnen' : '') : ['Voetbalclub', 'Eerste sportkamp', 'Turnen', 'Tafeltennis bij de club'][i % 4]!,
      extraInfo: i % 9 === 4 ? EXTRA[(i / 9) % EXTRA.length | 0]! : '',
      memberId: null,
      parents: `${parent} en ${parent2} ${last}`,
      photoConsent: i % 7 !== 3,
    });
  }
  const lucas = idByEmail.get(m('lucas.maes'));
  if (lucas) {
    children.push({
      clubId,
      campId,
      groupId: sportief,
      firstName: 'Lucas',
      lastName: 'Maes',
      gender: 'M',
      birthdate: '2016-09-30',
      address: 'Stationsstraat 22, 9000 Gent',
      email: m('ouder'),
      telephone: '0470 118203',
      experience: 'Tafeltennis bij de club',
      memberId: lucas,
      parents: 'Sofie Maes',
      photoConsent: true,
    });
  }
  const subscribed = await db.insert(sportsCampSubscriptions).values(children).returning({ id: sportsCampSubscriptions.id, groupId: sportsCampSubscriptions.groupId });

  // Past half days: most children came and went home; one in eight was absent.
  const [trainerUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, m('trainer')));
  const past = moments.filter((x) => x.campDate < today);
  const presences = past.flatMap((moment) =>
    subscribed
      .filter((s, k) => s.groupId === moment.groupId && (k + moment.id) % 8 !== 0)
      .map((s) => ({ clubId, momentId: moment.id, subscriptionId: s.id, present: true, checkedOut: true })),
  );
  if (presences.length > 0 && trainerUser) {
    const rows = await db.insert(sportsCampPresences).values(presences).returning({ id: sportsCampPresences.id });
    await db.insert(sportsCampPresenceLog).values(
      rows.flatMap((r) => [
        { clubId, presenceId: r.id, action: 'checkIn' as const, value: true, userId: trainerUser.id },
        { clubId, presenceId: r.id, action: 'checkOut' as const, value: true, userId: trainerUser.id },
      ]),
    );
  }

  // The trainers' days: the past ones registered (Koen comes by bike, the others by car).
  await db.insert(sportsCampTrainerPresences).values(
    trainers.flatMap((memberId) =>
      days.map((campDate) => {
        const done = campDate < today;
        const transport = memberId === koen ? 2 : 1;
        return {
          clubId,
          campId,
          memberId,
          campDate,
          presence: done ? 1 : -1,
          transport: done ? transport : 0,
          remarks: done && memberId === koen && campDate === days[0] ? 'Sleutel van de berging afgehaald bij de conciërge.' : '',
          registeredAt: done ? new Date(`${campDate}T16:30:00Z`) : null,
        };
      }),
    ),
  );

  const materials = await db
    .insert(sportsCampMaterials)
    .values(
      MATERIAL.map(([description, stock, details, shape, main, second]) => ({
        clubId,
        description,
        stock,
        details,
        photo: gifBase64(shapes[shape]!, [white, main, second, dark]),
      })),
    )
    .returning({ id: sportsCampMaterials.id });

  // The planning: per half day the day's theme, per group two blocks; Koen leads the toddlers in the
  // morning and the older children in the afternoon, so his day always has blocks.
  for (const [d, campDate] of days.entries()) {
    const day = DAYS[d]!;
    for (const ampm of ['am', 'pm'] as const) {
      const [planning] = await db
        .insert(sportsCampPlannings)
        .values({ clubId, campId, campDate, ampm, theme: `${day.theme}: ${day[ampm]}` })
        .returning({ id: sportsCampPlannings.id });
      const specs = [kleuters, sportief].flatMap((groupId, g) =>
        BLOCKS[ampm].map(([startTime, endTime], k) => ({ groupId, g, k, startTime, endTime })),
      );
      const blocks = await db
        .insert(sportsCampPlanningBlocks)
        .values(
          specs.map((s) => ({
            clubId,
            planningId: planning!.id,
            groupId: s.groupId,
            startTime: s.startTime,
            endTime: s.endTime,
            activity: s.k === 0 ? `${day[ampm]} (${s.g === 0 ? 'spelvorm' : 'techniek'})` : s.g === 0 ? 'Bewegingsspelletjes en vieruurtje' : 'Wedstrijdjes en afsluitend spel',
            theme: day.theme,
          })),
        )
        .returning({ id: sportsCampPlanningBlocks.id });
      // A material serves at most two blocks of a half day: each takes at most half of the stock.
      await db.insert(sportsCampBlockMaterials).values(
        blocks.flatMap((b, i) => {
          const picks = [day.material[i % day.material.length]!, day.material[(i + 1) % day.material.length]!];
          return picks.map((idx, j) => ({ clubId, blockId: b.id, materialId: materials[idx]!.id, quantity: Math.max(1, Math.min(Math.floor(MATERIAL[idx]![1] / 2), 4 + 2 * j)) }));
        }),
      );
      const leadsToddlers = ampm === 'am';
      await db.insert(sportsCampBlockTrainers).values(
        blocks.flatMap((b, i) => {
          const toddlers = specs[i]!.g === 0;
          const lead = toddlers === leadsToddlers ? koen : toddlers ? others[0]! : els;
          const second = toddlers ? (others[1] ?? els) : (others[0] ?? els);
          return lead === second ? [{ clubId, blockId: b.id, memberId: lead }] : [{ clubId, blockId: b.id, memberId: lead }, { clubId, blockId: b.id, memberId: second }];
        }),
      );
    }
  }
}
