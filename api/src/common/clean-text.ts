// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * Visitor text as stored: trimmed, without ASCII control characters (PostgreSQL refuses NUL,
 * and the others only hide text), keeping tabs and line breaks. No HTML escaping: the front
 * ends render it as text.
 */
export function cleanText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '').trim();
}
