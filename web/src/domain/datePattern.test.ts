import { describe, expect, it } from 'vitest';
import vectors from '../../../testdata/vectors/date-patterns.json';
import { formatDatePattern, parseDatePattern } from './datePattern';

describe('operator date patterns (testdata/vectors/date-patterns.json)', () => {
  it.each(vectors.valid)('$pattern in $locale', ({ pattern, locale, at, want }) => {
    expect(formatDatePattern(new Date(at), pattern, locale, 'UTC')).toBe(want);
  });

  it.each(vectors.invalid)('refuses $pattern: $why', ({ pattern }) => {
    expect(parseDatePattern(pattern)).toBeNull();
    expect(formatDatePattern(new Date(0), pattern, 'en', 'UTC')).toBe('');
  });

  it('reads the moment in the time zone it is given', () => {
    const at = new Date('2026-03-07T23:30:00Z');
    expect(formatDatePattern(at, 'EEE d HH:mm', 'en', 'UTC')).toBe('Sat 7 23:30');
    expect(formatDatePattern(at, 'EEE d HH:mm', 'en', 'Europe/Berlin')).toBe('Sun 8 00:30');
  });
});
