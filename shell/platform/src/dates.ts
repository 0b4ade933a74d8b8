// Dates on screen, in the shop's one locale (en-US), formatted here. Written out rather than with
// Intl.DateTimeFormat for the reason money.ts gives, only more so: a page's first Intl formatter
// makes the browser load its locale data, 40-70 ms of main thread on a laptop and over 200 ms on a
// phone four times slower, in one task while the page starts. The words are ICU's for en-US;
// dates.spec.ts holds them to Intl's, date by date.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface DateFormatOptions {
  /** 'long' (the default): "November 29, 2026"; 'medium': "Nov 29, 2026". */
  style?: 'long' | 'medium';
  /** With the time: "November 29, 2026 at 10:24 AM", "Nov 29, 2026, 10:24 AM". */
  withTime?: boolean;
  /** 'local' (the default): the visitor's own time zone; 'UTC': the same text everywhere. */
  timeZone?: 'local' | 'UTC';
}

/**
 * An instant as en-US writes it (Intl's `dateStyle` with `timeStyle: 'short'` when `withTime`).
 * An ISO string, a timestamp or a Date; '' for one that is not a date.
 */
export function formatDate(value: string | number | Date, options: DateFormatOptions = {}): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const { style = 'long', withTime = false, timeZone = 'local' } = options;
  const utc = timeZone === 'UTC';
  const month = MONTHS[utc ? date.getUTCMonth() : date.getMonth()];
  const day = utc ? date.getUTCDate() : date.getDate();
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  const text = `${style === 'long' ? month : month.slice(0, 3)} ${day}, ${year}`;
  if (!withTime) return text;
  const hours = utc ? date.getUTCHours() : date.getHours();
  const minutes = utc ? date.getUTCMinutes() : date.getMinutes();
  const time = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${text}${style === 'long' ? ' at' : ','} ${time}`;
}
