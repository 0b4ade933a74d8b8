// What a visitor typed, as an e-mail shows it: data, never the mail's own words. The rules keep
// names and address lines to single lines of letters; these guards also cover rows stored before
// those rules, so no stored value can start a line, a header or a paragraph of its own.

const HIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]+/g;
const MAX_LENGTH = 100;

/** One line, at most 100 characters, nothing hidden. */
export function visitorLine(value: string): string {
  const line = value.replace(HIDDEN, ' ').replace(/\s+/g, ' ').trim();
  return line.length > MAX_LENGTH ? `${line.slice(0, MAX_LENGTH - 1)}…` : line;
}

/** A visitor's value quoted as data: "12 Rose Lane". */
export function quoted(value: string): string {
  return `"${visitorLine(value).replace(/"/g, "'")}"`;
}

/** The first word of a first name, for a greeting ("Hi Maya,"). */
export function greetingName(firstName: string): string {
  return visitorLine(firstName).split(' ')[0] || 'there';
}
