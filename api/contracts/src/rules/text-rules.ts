// What the shop accepts as a visitor's text, checked the same way by the forms in the browser and
// by the API. Text that ends up in e-mails, on the moderation page and on orders must be text a
// person meant: no control characters, no direction overrides that redraw what follows, no floods
// of combining marks that spill over the lines around them.

// C0 controls except tab and line feed, DEL and the C1 controls (U+0080-U+009F, NEL among them).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/u;
/** Line breaks of any kind, tab included: a single-line value has none. */
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/u;
/** Embedding, override and isolate controls and the invisible direction marks. */
const DIRECTION_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Real scripts stack at most a few marks on one letter (Vietnamese two, Tibetan three or four). */
export const MAX_MARKS_PER_LETTER = 4;
const MARK_FLOOD = new RegExp(`\\p{M}{${MAX_MARKS_PER_LETTER + 1},}`, 'u');

function hasHiddenCharacters(value: string): boolean {
  return (
    CONTROL.test(value) || DIRECTION_CONTROL.test(value) || MARK_FLOOD.test(value.normalize('NFC'))
  );
}

/** Text over several lines (a story, a message): line breaks and tabs allowed, nothing hidden. */
export function isPlainText(value: string): boolean {
  return !hasHiddenCharacters(value.replace(/\r\n?/g, '\n'));
}

/** One line (a name, an address line, a subject): no line breaks and nothing hidden. */
export function isSingleLine(value: string): boolean {
  return !LINE_BREAK_OR_TAB.test(value) && !hasHiddenCharacters(value);
}

/**
 * A person's name: letters (any script) with the marks they carry, spaces, apostrophes, hyphens
 * and periods that end a word ("Jr.", "M. Park"). No digits, '@', ':', '/' or "www.example", so a
 * name can never carry an address or a link.
 */
export const PERSON_NAME_PATTERN = /^(?!.*\.\p{L})[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

/** A street line or a city: letters, digits and the punctuation addresses use ("Apt. 4B, #12"). */
export const ADDRESS_LINE_PATTERN = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} '’.,#&()/-]*$/u;

/**
 * The shop's one e-mail pattern: a local part without leading, trailing or doubled dots, and a
 * domain of letter-digit-hyphen labels ending in a top-level name of letters ("a@b..com" fails).
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
export const EMAIL_MAX_LENGTH = 254;

export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

/** 7 to 20 characters of digits, spaces and + ( ) - ., at least 7 of them digits. */
export const PHONE_PATTERN = /^(?=(?:\D*\d){7})[0-9 ()+\-.]{7,20}$/;

/** Visitor text as stored: line breaks as \n, trimmed. The checks above run on the result. */
export function normaliseText(value: string): string {
  return value.replace(/\r\n?/g, '\n').trim();
}

const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/gu; // eslint-disable-line no-control-regex -- the point
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
const MARK_RUN = new RegExp(`(\\p{M}{${MAX_MARKS_PER_LETTER}})\\p{M}+`, 'gu');

/**
 * Text stored before these rules, made what they would accept: hidden characters removed and a
 * run of marks cut to what real scripts use. Line breaks are kept (a story's paragraphs).
 */
export function withoutHiddenCharacters(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .normalize('NFC')
    .replace(CONTROL_EXCEPT_LINES, '')
    .replace(DIRECTION_CONTROLS, '')
    .replace(MARK_RUN, '$1');
}
