// Which server module may import which (ARCHITECTURE.md, "Boundaries"). A module calls another area's
// exported functions in these directions only; every other module→module import fails the lint, so a new
// direction is a decision written here, not an accident. Measured from the code of issue 29: admin edits
// every area through that area's writes; the session reads what a login needs from four areas;
// competition's site import writes interclub's teams and meetings through interclub.
export const MODULE_DIRECTIONS = {
  admin: ['clubs', 'competition', 'interclub', 'league', 'members', 'playermoments', 'session', 'sportscamp', 'training'],
  competition: ['interclub'],
  // 'Mijn week' (issue 30) composes one statement from each area's week builder (weekItems.ts).
  // The weekly e-mail (issue 32) reads its recipients and the club's day, hour and look through session.
  home: ['interclub', 'league', 'playermoments', 'session', 'sportscamp', 'training'],
  session: ['clubs', 'interclub', 'league', 'sportscamp'],
  // Push notifications (issue 31): each area writes its change's notifications into the outbox in the
  // change's own transaction (notifications/enqueue.ts); notifications imports none of them.
  interclub: ['notifications'],
  league: ['notifications'],
  playermoments: ['notifications'],
  sportscamp: ['notifications'],
  training: ['notifications'],
};

const module = (area) => ({ element: { type: 'server-module', captured: { area } } });

// boundaries/dependencies policies for the list: a module with directions may import itself and those;
// any other module (a new one too) imports no other module. The list has no cycle (its test says so),
// so no cycle between modules can pass either.
export function moduleDirectionPolicies(directions = MODULE_DIRECTIONS) {
  const listed = Object.keys(directions);
  return [
    { from: module(`!(${listed.join('|')})`), disallow: { to: module('!{{ from.captured.area }}') } },
    ...Object.entries(directions).map(([from, to]) => ({
      from: module(from),
      disallow: { to: module(`!(${[from, ...to].join('|')})`) },
    })),
  ];
}

// A cycle in the list itself, as the areas in order (empty when there is none).
export function directionCycle(directions = MODULE_DIRECTIONS) {
  const state = new Map();
  const visit = (area, path) => {
    if (state.get(area) === 'done') return [];
    if (state.get(area) === 'open') return [...path.slice(path.indexOf(area)), area];
    state.set(area, 'open');
    for (const next of directions[area] ?? []) {
      const cycle = visit(next, [...path, area]);
      if (cycle.length > 0) return cycle;
    }
    state.set(area, 'done');
    return [];
  };
  for (const area of Object.keys(directions)) {
    const cycle = visit(area, []);
    if (cycle.length > 0) return cycle;
  }
  return [];
}
