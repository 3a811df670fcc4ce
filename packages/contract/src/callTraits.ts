import type { Catalogue, Path } from './catalogue.ts';

/**
 * How the app makes each call, without the catalogue's zod schemas: the web's first screen would
 * otherwise load every schema of every area (~28 KB gzip). Only the unusual calls are listed; the type
 * below makes this table equal to the catalogue, so a new 'public' or 'success' entry that is missing
 * here, or a wrong value, is a compile error.
 */
type Unusual = {
  [P in Path]: Catalogue[P]['access'] extends 'public' ? P : Catalogue[P]['answer'] extends 'success' ? P : never;
}[Path];

interface CallTraits {
  /** Sent without a token (access 'public'). */
  tokenless: boolean;
  /** Also fails when the answer's success flag is false (answer 'success'). */
  success: boolean;
}

const UNUSUAL = {
  'general/config.php': { tokenless: true, success: true },
  'login.php': { tokenless: true, success: true },
  'password/forgot.php': { tokenless: true, success: false },
  'password/set.php': { tokenless: true, success: false },
  'teamcomposition/linkMeeting': { tokenless: true, success: false },
  'teamcomposition/linkAnswer': { tokenless: true, success: false },
  'trainer/getList.php': { tokenless: false, success: true },
  'training/getTrainingMomentsToBeConfirmedList': { tokenless: false, success: true },
  'training/getMergeTrainingMomentList': { tokenless: false, success: true },
  'training/updateTrainingMoment': { tokenless: false, success: true },
  'training/getTrainingPresencesList': { tokenless: false, success: true },
  'training/updateTrainingPresence': { tokenless: false, success: true },
  'training/getTraineeMomentList': { tokenless: false, success: true },
  'training/updateTrainingReservation': { tokenless: false, success: true },
  'training/getAttendanceOverview': { tokenless: false, success: true },
} as const satisfies {
  [P in Unusual]: {
    tokenless: Catalogue[P]['access'] extends 'public' ? true : false;
    success: Catalogue[P]['answer'] extends 'success' ? true : false;
  };
};

const USUAL: CallTraits = { tokenless: false, success: false };

export function callTraits(path: string): CallTraits {
  return (UNUSUAL as Record<string, CallTraits>)[path] ?? USUAL;
}
