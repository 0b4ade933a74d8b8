import { normaliseText } from '@healing/contracts';

/**
 * A form's text fields before its schema sees them: line breaks as \n and trimmed (a textarea
 * posts \r\n). Other types pass through for the schema to refuse. With `emptyAsNull`, the listed
 * optional fields count as not given when blank.
 */
export function normaliseTextFields(options: { emptyAsNull?: readonly string[] } = {}) {
  const blankIsNull = new Set(options.emptyAsNull ?? []);
  return (input: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(input).map(([key, value]) => {
        if (typeof value !== 'string') return [key, value];
        const normalised = normaliseText(value);
        return [key, blankIsNull.has(key) && normalised === '' ? null : normalised];
      }),
    );
}
