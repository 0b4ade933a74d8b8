import { TextField } from '@healing/platform';
import { CUSTOM_TEXT_MAX_LENGTH } from '../../../lib/design-model';

interface CustomTextFieldProps {
  value: string;
  onChange: (text: string) => void;
}

/** Up to 60 characters (the API's limit), with a live count. */
export function CustomTextField({ value, onChange }: CustomTextFieldProps) {
  const count = value.length;
  return (
    <TextField
      label="Your text"
      optional
      value={value}
      maxLength={CUSTOM_TEXT_MAX_LENGTH}
      placeholder="e.g. You are enough"
      autoComplete="off"
      spellCheck
      hint={`${count}/${CUSTOM_TEXT_MAX_LENGTH} characters${count >= CUSTOM_TEXT_MAX_LENGTH ? ' (the most that fits)' : ''}`}
      onChange={(event) => onChange(event.target.value.slice(0, CUSTOM_TEXT_MAX_LENGTH))}
    />
  );
}
