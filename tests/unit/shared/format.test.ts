// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, humanisePeriod } from '../../../src/shared/format';

describe('dates and times read one way', () => {
  it('a date: day, short month, year', () => {
    expect(formatDate('2026-01-05T09:00:00Z', 'Europe/London')).toBe('5 Jan 2026');
  });

  it('a date and time: 24-hour, no seconds, in the given time zone', () => {
    expect(formatDateTime('2026-01-05T09:00:30Z', 'Europe/London')).toBe('5 Jan 2026, 09:00');
    expect(formatDateTime('2026-07-05T09:00:00Z', 'Europe/London')).toBe('5 Jul 2026, 10:00');
    expect(formatDateTime('2026-07-05T23:30:00Z', 'Europe/London')).toBe('6 Jul 2026, 00:30');
  });

  it('nothing for a missing or unreadable value', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
    }
  });
});

describe('periods in the largest whole unit', () => {
  it.each([
    [2555, 'Days', 7, 'Years'],
    [365, 'Days', 1, 'Years'],
    [90, 'Days', 90, 'Days'],
    [366, 'Days', 366, 'Days'],
    [48, 'Hours', 2, 'Days'],
    [8760, 'Hours', 1, 'Years'],
    [36, 'Hours', 36, 'Hours'],
    [0, 'Days', 0, 'Days'],
  ] as const)('%i %s → %i %s', (amount, unit, expectedAmount, expectedUnit) => {
    expect(humanisePeriod(amount, unit)).toEqual({ amount: expectedAmount, unit: expectedUnit });
  });
});
