import { normaliseText } from '@healing/contracts';
import { cleanText } from './clean-text';

export interface FieldPreparation {
  /** Visitor text: line breaks as \n and trimmed (a textarea posts \r\n). */
  text?: readonly string[];
  /** Optional text that counts as not given (null) once blank; also prepared as `text`. */
  blankAsNull?: readonly string[];
  /** Optional fields where null means "not given" (as the API has always read them). */
  nullAsAbsent?: readonly string[];
  /**
   * Optional text stored as sent (a design's text, in jsonb): cleaned (common/clean-text.ts),
   * and not given once blank or null.
   */
  clean?: readonly string[];
  /** Query-string numbers: digits only become numbers ("1e3", "0x10", " 5" stay text). */
  wholeNumbers?: readonly string[];
  /** Fields a client may send that are never read: taken out unchecked, whatever they hold. */
  ignored?: readonly string[];
  /** A field's own reading; `undefined` means "not given". */
  custom?: Readonly<Record<string, (value: unknown) => unknown>>;
}

const WHOLE_NUMBER = /^\d{1,6}$/;

/**
 * The transport's share of reading a request, before the contract's schema sees it. Values of
 * other types pass through for the schema to refuse; nothing is silently removed but what the
 * DTO names as not given (blank, null) or ignored.
 */
export function prepareFields(preparation: FieldPreparation) {
  const text = new Set([...(preparation.text ?? []), ...(preparation.blankAsNull ?? [])]);
  const blankAsNull = new Set(preparation.blankAsNull ?? []);
  const nullAsAbsent = new Set(preparation.nullAsAbsent ?? []);
  const wholeNumbers = new Set(preparation.wholeNumbers ?? []);
  const clean = new Set(preparation.clean ?? []);
  const ignored = new Set(preparation.ignored ?? []);
  return (input: Record<string, unknown>): Record<string, unknown> => {
    const prepared: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input)) {
      if (ignored.has(key)) continue;
      if ((nullAsAbsent.has(key) || clean.has(key)) && value === null) continue;
      const own = preparation.custom?.[key];
      if (own) {
        const read = own(value);
        if (read !== undefined) prepared[key] = read;
      } else if (typeof value !== 'string') {
        prepared[key] = value;
      } else if (clean.has(key)) {
        const cleaned = cleanText(value);
        if (cleaned !== '') prepared[key] = cleaned;
      } else if (text.has(key)) {
        const normalised = normaliseText(value);
        prepared[key] = blankAsNull.has(key) && normalised === '' ? null : normalised;
      } else if (wholeNumbers.has(key) && WHOLE_NUMBER.test(value)) {
        prepared[key] = Number(value);
      } else {
        prepared[key] = value;
      }
    }
    return prepared;
  };
}
