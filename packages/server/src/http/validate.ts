import type { z } from 'zod';
import { httpText as t } from './messages.ts';
import { ApiError } from './errors.ts';

/** Parses a body with its catalogue schema; bad input becomes a 400 naming the first wrong field, in Dutch. */
export function validate<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw new ApiError(400, describeIssue(result.error.issues[0]!, body));
}

export function describeIssue(issue: z.core.$ZodIssue, body: unknown): string {
  const field = issue.path.map(String).join('.');
  if (!field) return t.notObject;
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(body, issue.path) === undefined) return t.missing(field);
      return t.wrongType(field, t.typeNames[issue.expected] ?? issue.expected);
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return t.tooLong(field, max);
      if (issue.origin === 'array') return t.tooMany(field, max);
      return t.tooBig(field, max);
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return valueAt(body, issue.path) === '' ? t.empty(field) : t.tooShort(field, min);
      if (issue.origin === 'array') return t.tooFew(field, min);
      return t.tooSmall(field, min);
    }
    case 'custom':
      if (issue.params?.reason === 'invalidCharacters') return t.invalidCharacters(field);
      return valueAt(body, issue.path) === undefined ? t.missing(field) : t.invalid(field);
    default:
      // A union (a flag) or a refinement (one of two id spellings) reports no type: say what is missing.
      return valueAt(body, issue.path) === undefined ? t.missing(field) : t.invalid(field);
  }
}

/** zod leaves the input out of its issues, so a missing field is told from a wrong one by looking it up. */
function valueAt(body: unknown, path: PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
