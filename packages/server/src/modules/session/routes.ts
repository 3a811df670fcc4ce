import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { handle, type AppDeps } from '../../http/bind.ts';
import { ApiError } from '../../http/errors.ts';
import { users, userLogins } from '../../db/schema.ts';
import { dummyHash, verifyPassword } from '../../auth/password.ts';
import { loadRequestUser } from '../../http/context.ts';
import { usersChanged } from '../../http/userCache.ts';
import { cachedConfigLoader } from './configQueries.ts';
import { buildSessionUser } from './sessionUser.ts';
import { beginLoginTry } from './rateLimit.ts';
import { sessionText } from './messages.ts';
import { inLanguage } from '../../i18n/language.ts';

export function sessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const loadConfig = cachedConfigLoader(deps.db, deps.config.configCacheSeconds);

  handle(app, deps, 'general/config.php', async ({ body }) => {
    // A code that names no club (an old link, a typo) gets the deployment's default club, as an empty one does.
    const data = (body.g2soft ? await loadConfig(body.g2soft) : null) ?? (await loadConfig(deps.config.defaultClubCode));
    if (!data) throw new ApiError(404, sessionText.unknownClub);
    return { success: true, data };
  });

  handle(app, deps, 'login.php', async ({ body, request }) => {
    const { db } = deps;
    const email = body.login.trim().toLowerCase();
    const address = request.ip;
    const attempt = await beginLoginTry(db, email, address, deps.config.loginLimitPerMinute);
    if (!attempt.allowed) throw new ApiError(429, sessionText.tooManyTries);
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.email, email), eq(users.active, true)));
    // Always run scrypt so an unknown e-mail takes as long as a wrong password.
    const ok = await verifyPassword(body.password, user?.passwordHash ?? dummyHash);
    if (!user || !ok) throw new ApiError(401, sessionText.loginFailed); // the try stays counted
    await attempt.succeeded();
    const [login] = await db
      .insert(userLogins)
      .values({
        clubId: user.clubId,
        userId: user.id,
        address,
        expiresAt: new Date(Date.now() + deps.config.tokenLifetimeSeconds * 1000),
      })
      .returning({ id: userLogins.id });
    const who = await loadRequestUser(db, { userId: user.id, clubId: user.clubId, loginId: login!.id });
    const lifetime = deps.config.tokenLifetimeSeconds;
    const jwt = await deps.keys.sign({ userId: user.id, clubId: user.clubId, loginId: login!.id }, lifetime);
    const data = await buildSessionUser(db, who!.user, jwt, Date.now() + lifetime * 1000);
    return { success: true, jwt, expiresIn: lifetime, data };
  });

  // Logging out ends the session on the server too; 'everywhere' ends every session of the user.
  handle(app, deps, 'logout.php', async ({ body, user }) => {
    const mine = body.everywhere ? eq(userLogins.userId, user.userId) : eq(userLogins.id, user.loginId);
    usersChanged();
    const ended = await deps.db
      .update(userLogins)
      .set({ revokedAt: new Date() })
      .where(and(mine, isNull(userLogins.revokedAt)))
      .returning({ id: userLogins.id });
    return { message: sessionText.loggedOut(ended.length) };
  });

  // Issue 33: the account's language, so it follows the member to another phone and into its mails.
  handle(app, deps, 'session/language', async ({ body, user }) => {
    await deps.db.update(users).set({ language: body.language }).where(eq(users.id, user.userId));
    // Every process's cached request user carries the language: they load it again.
    usersChanged();
    return { message: inLanguage(body.language, () => sessionText.languageSaved) };
  });
}
