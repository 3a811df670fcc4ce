import { describe, expect, it } from 'vitest';
import { webcalOf } from './calendarLink';

describe('webcalOf', () => {
  it('turns an http or https feed address into a webcal one, keeping host, path and token', () => {
    expect(webcalOf('https://club.example/api/ical/abcDEF123_-abcDEF123_-ab.ics')).toBe('webcal://club.example/api/ical/abcDEF123_-abcDEF123_-ab.ics');
    expect(webcalOf('http://127.0.0.1:8080/api/ical/x.ics')).toBe('webcal://127.0.0.1:8080/api/ical/x.ics');
  });
});
