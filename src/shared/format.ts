/**
 * How dates, times and periods read everywhere in Portico: one way each, British English, in the user's own time
 * zone, never with seconds: "5 Jan 2026" and "5 Jan 2026, 09:00"; a retention of 2555 days is "7 years".
 */

/** Intl options for a date, for react-admin's `DateField options` and our own formatting alike. */
export const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
/** Intl options for a date with its time of day (24-hour, no seconds). */
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { ...DATE_OPTIONS, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
export const LOCALE = 'en-GB';

const parse = (value: string | number | Date | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "5 Jan 2026", or '' for a missing or unreadable value. `timeZone` is for tests; people get their own. */
export const formatDate = (value: string | number | Date | null | undefined, timeZone?: string): string => {
  const date = parse(value);
  return date ? new Intl.DateTimeFormat(LOCALE, { ...DATE_OPTIONS, timeZone }).format(date) : '';
};

/** "5 Jan 2026, 09:00", or '' for a missing or unreadable value. */
export const formatDateTime = (value: string | number | Date | null | undefined, timeZone?: string): string => {
  const date = parse(value);
  return date ? new Intl.DateTimeFormat(LOCALE, { ...DATE_TIME_OPTIONS, timeZone }).format(date) : '';
};

export type PeriodUnit = 'Years' | 'Days' | 'Hours';

/**
 * A period in the largest whole unit people use for it: 2555 days → 7 years, 48 hours → 2 days; 90 days stay
 * 90 days (months vary in length, so a rule is never restated in them).
 */
export const humanisePeriod = (amount: number, unit: 'Days' | 'Hours'): { amount: number; unit: PeriodUnit } => {
  const days = unit === 'Hours' && amount % 24 === 0 ? amount / 24 : unit === 'Days' ? amount : null;
  if (days === null) return { amount, unit: 'Hours' };
  if (days > 0 && days % 365 === 0) return { amount: days / 365, unit: 'Years' };
  return { amount: days, unit: 'Days' };
};
