// Request bodies that pass a call's validation, built from its request schema: the malformed-input
// tests change them one field at a time.
import type { z } from 'zod';
import { catalogue, type Path } from '@clubhuis/contract/catalogue';

/** A body that passes validation, so the walk changes one field at a time. */
export function validBody(path: Path): Record<string, unknown> {
  if (path === 'login.php') return { login: 'lid@demo.clubhuis.be', password: 'demo' };
  if (path === 'password/set.php') return { token: 'a'.repeat(32), password: 'een wachtwoord' };
  return sampleOf(catalogue[path].request as z.ZodObject) as Record<string, unknown>;
}

/** Fields whose text has a form of its own: a valid value each. */
const FIELD_SAMPLES: Record<string, unknown> = { firstName: 'An', lastName: 'Peeters', birthdate: '2020-01-01', title: 'Titel', description: 'Omschrijving', disciplines: ['Tafeltennis'], file: 'YQ==', startTime: '10:00', endTime: '11:00', dateFrom: '2026-01-01', dateTill: '2026-01-31', subscriptionDateFrom: '2026-01-01', subscriptionDateTill: '2026-01-31', maxNrOfSubscriptions: 8, levels: [{ code: 'A', nrOfPoules: 1 }] };

/** A valid value of a schema: its required fields filled in; a pipe is a flag (Flag: 1/0, true/false). */
function sampleOf(schema: z.ZodType): unknown {
  const def = schema.def as { type: string; format?: string; entries?: Record<string, string> };
  switch (def.type) {
    case 'string':
      return def.format === 'email' ? 'iemand@example.be' : '';
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'pipe':
      return 0;
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'object': {
      const fields = Object.entries((schema as z.ZodObject).shape).filter(([, s]) => !['optional', 'default'].includes((s as z.ZodType).def.type));
      return Object.fromEntries(fields.map(([k, s]) => [k, k in FIELD_SAMPLES ? FIELD_SAMPLES[k] : sampleOf(s as z.ZodType)]));
    }
    default:
      return undefined;
  }
}
