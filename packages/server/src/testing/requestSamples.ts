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
const FIELD_SAMPLES: Record<string, unknown> = { campDate: '2026-07-06', firstName: 'An', lastName: 'Peeters', birthdate: '2020-01-01', title: 'Titel', description: 'Omschrijving', disciplines: ['Tafeltennis'], file: 'YQ==', startTime: '10:00', endTime: '11:00', dateFrom: '2026-01-01', dateTill: '2026-01-31', subscriptionDateFrom: '2026-01-01', subscriptionDateTill: '2026-01-31', maxNrOfSubscriptions: 8, levels: [{ code: 'A', nrOfPoules: 1 }], endpoint: 'https://push.example.test/send/1', p256dh: 'B'.repeat(87), auth: 'A'.repeat(22), token: 'a'.repeat(43) };

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

/** A field of a request body, as the path a 400 names it by ('levels.0.description'). */
export interface FieldAt {
  path: (string | number)[];
  /** A calendar date by its form ('date' format) or its name (…date…, …_from, …Till, …). */
  isDate: boolean;
}

const DATE_NAME = /date|_from$|_till$|From$|Till$/i;

/** Where text can go in a call's body: every field that takes a string, also inside the valid body's arrays. */
export function textFields(path: Path): FieldAt[] {
  const found: FieldAt[] = [];
  const walk = (schema: z.ZodType, at: (string | number)[], value: unknown) => {
    const def = schema.def as { type: string; format?: string; innerType?: z.ZodType; in?: z.ZodType; options?: z.ZodType[]; element?: z.ZodType; shape?: Record<string, z.ZodType> };
    switch (def.type) {
      case 'optional':
      case 'default':
      case 'nullable':
        return walk(def.innerType!, at, value);
      case 'pipe':
        return walk(def.in!, at, value);
      case 'union':
        // A union with a string among its options (a date or '', a web address or '') takes text.
        if (def.options!.some((o) => ['string', 'pipe'].includes(o.def.type) && stringTaking(o))) found.push({ path: at, isDate: isDate(def.options!, at) });
        return;
      case 'string':
        found.push({ path: at, isDate: isDate([schema], at) });
        return;
      case 'object':
        for (const [key, field] of Object.entries((schema as z.ZodObject).shape)) walk(field as z.ZodType, [...at, key], (value as Record<string, unknown> | undefined)?.[key]);
        return;
      case 'array':
        if (Array.isArray(value) && value.length > 0) walk(def.element!, [...at, 0], value[0]);
        return;
    }
  };
  walk(catalogue[path].request as z.ZodType, [], validBody(path));
  return found;
}

function stringTaking(schema: z.ZodType): boolean {
  const def = schema.def as { type: string; in?: z.ZodType };
  return def.type === 'string' || (def.type === 'pipe' && stringTaking(def.in!));
}

function isDate(options: z.ZodType[], at: (string | number)[]): boolean {
  return options.some((o) => (o.def as { format?: string }).format === 'date') || DATE_NAME.test(String(at.at(-1)));
}

/** The valid body with one field, wherever it sits, set to a value. */
export function withField(path: Path, at: (string | number)[], value: unknown): Record<string, unknown> {
  const body = structuredClone(validBody(path));
  let target = body as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) {
    target[key] ??= typeof key === 'number' ? [] : {};
    target = target[key] as Record<string | number, unknown>;
  }
  target[at.at(-1)!] = value;
  return body;
}
