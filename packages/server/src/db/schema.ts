// The drizzle schema object handed to the client; each area keeps its own tables file.
export * from './schema/clubs.ts';
export * from './schema/session.ts';
export * from './schema/members.ts';
export * from './schema/interclub.ts';
export * from './schema/competition.ts';
export * from './schema/playermoments.ts';
export * from './schema/sportscamp.ts';
export * from './schema/quotas.ts';
export * from './schema/training.ts';
export * from './schema/league.ts';
export * from './schema/admin.ts';
export * from './schema/home.ts';
export * from './schema/notifications.ts';
