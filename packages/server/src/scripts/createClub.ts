// npm run club:create -- --code A123 --name "TTC Voorbeeld" --admin beheer@voorbeeld.be [--association VTTL]
//   [--first Voornaam --last Naam]: a club with nothing in it and its first administrator, who chooses a
// password with the link printed here (and mailed where SMTP is set). Everything else is done in the browser.
// With the embedded database (no DATABASE_URL) stop the server first: only one process can open it.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createMailer } from '../adapters/mail.ts';
import { readConfig } from '../config.ts';
import { mailedLinkBase } from '../http/publicBase.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { audit } from '../modules/admin/audit.ts';
import { issuePasswordToken } from '../modules/session/accounts.ts';
import { insertClub } from '../modules/session/clubs.ts';
import { clubCreateProblems } from './clubCreateArgs.ts';
import { clubCreatedLines } from './clubCreateOutput.ts';

const { values } = parseArgs({
  options: {
    code: { type: 'string' },
    name: { type: 'string' },
    admin: { type: 'string' },
    association: { type: 'string', default: 'VTTL' },
    first: { type: 'string', default: 'Beheerder' },
    last: { type: 'string', default: '' },
  },
});
const problems = clubCreateProblems(values);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error('Gebruik: npm run club:create -- --code A123 --name "TTC Voorbeeld" --admin beheer@voorbeeld.be [--association VTTL|AFTT|SPORTA|BV|GYMFED|PADEL]');
  process.exit(2);
}

const config = readConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
try {
  await database.migrate();
  const email = values.admin!.trim().toLowerCase();
  const { token, clubName } = await database.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { club, admin } = await insertClub(t, {
      code: values.code!.trim().toUpperCase(),
      name: values.name!.trim(),
      association: values.association!.toUpperCase(),
      admin: { email, firstName: values.first!, lastName: values.last! },
    });
    await audit(t, { clubId: club.id, userId: null, action: 'club:create', entity: 'clubs', entityId: club.id, before: null, after: { ...club, administrator: email } });
    return { token: await issuePasswordToken(t, admin, 'invite', 7 * 24 * 3_600_000), clubName: club.name };
  });
  const link = `${mailedLinkBase(config)}/#/wachtwoord/${token}`;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir });
  await mailer.send({ to: [email], subject: `Je account voor de app van ${clubName}`, text: `Kies je wachtwoord met deze link (7 dagen geldig):\n\n${link}` });
  console.log(clubCreatedLines(clubName, email, link, config.publicUrl).join('\n'));
} catch (err) {
  const duplicate = err instanceof Error && /unique|duplicate/i.test(`${err.message} ${String((err as { cause?: unknown }).cause ?? '')}`);
  console.error(duplicate ? 'Deze clubcode of dit e-mailadres bestaat al.' : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
