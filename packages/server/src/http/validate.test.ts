import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validate } from './validate.ts';

const schema = z.object({ name: z.string().max(5), ids: z.array(z.number().int()).max(2).optional(), n: z.number().min(0).max(99).optional() });
const message = (body: unknown) => {
  try {
    validate(schema, body);
    return 'geldig';
  } catch (e) {
    return (e as Error).message;
  }
};

describe('validate', () => {
  it('names the field and the fault in Dutch', () => {
    expect(message({})).toBe("Het veld 'name' ontbreekt.");
    expect(message({ name: 3 })).toBe("Het veld 'name' heeft een ongeldig type (verwacht: tekst).");
    expect(message({ name: 'abcdef' })).toBe("Het veld 'name' is te lang (maximaal 5 tekens).");
    expect(message({ name: 'a', ids: [1, 2, 3] })).toBe("Het veld 'ids' bevat te veel elementen (maximaal 2).");
    expect(message({ name: 'a', ids: ['x'] })).toBe("Het veld 'ids.0' heeft een ongeldig type (verwacht: getal).");
    expect(message({ name: 'a', n: 100 })).toBe("Het veld 'n' is te groot (maximaal 99).");
    expect(message({ name: 'a', n: -1 })).toBe("Het veld 'n' is te klein (minimaal 0).");
    expect(message({ name: 'abc' })).toBe('geldig');
  });
  it('calls an empty required text empty', () => {
    const required = z.object({ login: z.string().min(1) });
    expect(validate.bind(null, required, { login: '' })).toThrow("Het veld 'login' is leeg.");
  });
});
