import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { LinkKeys } from '../../auth/links.ts';
import { freeQuota, useQuota } from '../../http/quota.ts';
import { languageFromList, type Language } from '@clubhuis/contract/rules/language';
import { currentLanguage, inLanguage } from '../../i18n/language.ts';
import { userLanguages } from '../../i18n/recipientLanguage.ts';
import { mailAccount } from '../session/mailRecipients.ts';
import { unsubscribeText as t } from './messages.ts';
import { accountOfToken, setWeeklyMailOn } from './weeklyMailSwitch.ts';

/*
 * The weekly e-mail's unsubscribe link (RFC 8058), no login needed: the signed token is the key.
 * - POST (the mail client's one-click 'List-Unsubscribe=One-Click', form-encoded, or the page's button)
 *   turns the mail off and says so.
 * - GET only shows a page with that button: link scanners and previews follow GETs, and must not
 *   unsubscribe anyone.
 * Unusable tokens count per address (20 an hour, then 429), so nobody can try tokens at speed.
 */

const BAD_LINKS_PER_HOUR = 20;
const HOUR = 3_600_000;

type Checked = { userId: number; clubId: number } | 'bad' | 'throttled';

/** The token's account, counted under the address's lock as password/set.php counts its links. */
function checkToken(db: Db, links: LinkKeys, token: string, address: string): Promise<Checked> {
  const key = `unsubscribe-fail:${address}`;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if ((await freeQuota(t, key, BAD_LINKS_PER_HOUR, HOUR)) < 1) return 'throttled';
    const account = accountOfToken(links, token, new Date());
    if (account) return account;
    await useQuota(t, key, 1);
    return 'bad';
  });
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`<!doctype html>
<html lang="${currentLanguage()}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="robots" content="noindex"><title>${escape(t.title)}</title></head>
<body style="font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5">
<h1 style="font-size:1.5rem">${escape(t.title)}</h1>
${body}
</body>
</html>`);
}

const paragraph = (text: string) => `<p>${escape(text)}</p>`;

/** The browser's language until the link's account is known (a bad or throttled link). */
const askedLanguage = (request: FastifyRequest): Language => languageFromList(request.headers['accept-language']) ?? 'nl';

/** The account's own language (its choice, else the club's default): the page speaks to it. */
async function accountLanguage(db: Db, account: { userId: number; clubId: number }): Promise<Language> {
  return (await userLanguages(db, account.clubId, [account.userId])).get(account.userId) ?? 'nl';
}

export function weeklyMailUnsubscribeRoutes(app: FastifyInstance, db: Db, links: LinkKeys): void {
  // Its own scope: the app reads every body as JSON (plugins/jsonBodies.ts); a one-click POST is
  // 'List-Unsubscribe=One-Click' form-encoded (or multipart from some clients). Any body is accepted
  // and not read: the POST itself is the request.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, undefined));

    const checked = async (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
      const result = await checkToken(db, links, request.params.token, request.ip);
      if (result === 'throttled') return { reply: page(reply, 429, paragraph(t.tooMany)) };
      if (result === 'bad') return { reply: page(reply, 404, paragraph(t.badLink)) };
      return { account: result };
    };

    scope.get<{ Params: { token: string } }>('/api/home/unsubscribe/:token', (request, reply) =>
      inLanguage(askedLanguage(request), async () => {
        const { account, reply: refused } = await checked(request, reply);
        if (!account) return refused;
        const found = await mailAccount(db, account.clubId, account.userId);
        // No action: the form posts to this same address.
        return inLanguage(await accountLanguage(db, account), () =>
          page(
            reply,
            200,
            `${paragraph(t.ask(found?.email ?? ''))}
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="font-size:1rem;padding:0.6rem 1rem;border-radius:6px;border:0;background:#1971c2;color:#fff;cursor:pointer">${escape(t.button)}</button></form>`,
          ),
        );
      }),
    );

    scope.post<{ Params: { token: string } }>('/api/home/unsubscribe/:token', (request, reply) =>
      inLanguage(askedLanguage(request), async () => {
        const { account, reply: refused } = await checked(request, reply);
        if (!account) return refused;
        await setWeeklyMailOn(db, account, false);
        return inLanguage(await accountLanguage(db, account), () => page(reply, 200, `${paragraph(t.done)}\n${paragraph(t.again)}`));
      }),
    );
  });
}
