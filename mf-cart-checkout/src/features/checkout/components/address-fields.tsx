import { SelectField, TextField, US_STATE_CODES } from '@healing/platform';
import type { AddressField, AddressValues, FieldErrors } from '../utils/address-rules';
import { US_STATE_NAMES } from './us-states';
import styles from './address-fields.module.css';

const STATE_OPTIONS = US_STATE_CODES.map((code) => ({
  value: code,
  label: `${US_STATE_NAMES[code]} (${code})`,
}));

export type AddressSection = 'shipping' | 'billing';

/** The id of a field's input, for moving the focus to the first refused one. */
export function addressFieldId(section: AddressSection, field: AddressField): string {
  return `checkout-${section}-${field}`;
}

interface AddressFieldsProps {
  section: AddressSection;
  values: AddressValues;
  errors: FieldErrors<AddressField>;
  onChange: (field: AddressField, value: string) => void;
  withPhone: boolean;
}

export function AddressFields({
  section,
  values,
  errors,
  onChange,
  withPhone,
}: AddressFieldsProps) {
  const field = (name: AddressField) => ({
    id: addressFieldId(section, name),
    name: `${section}-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  const auto = (token: string) => `${section} ${token}`;
  return (
    <div className={styles.grid}>
      <TextField
        {...field('email')}
        className={styles.wide}
        label="Email"
        type="email"
        autoComplete={auto('email')}
        maxLength={254}
        required
        hint={section === 'shipping' ? 'Your confirmation and payment link go here.' : undefined}
      />
      <TextField
        {...field('firstName')}
        label="First name"
        autoComplete={auto('given-name')}
        maxLength={100}
        required
      />
      <TextField
        {...field('lastName')}
        label="Last name"
        autoComplete={auto('family-name')}
        maxLength={100}
        required
      />
      <TextField
        {...field('address')}
        className={styles.wide}
        label="Address"
        autoComplete={auto('street-address')}
        maxLength={200}
        required
      />
      <TextField
        {...field('city')}
        label="City"
        autoComplete={auto('address-level2')}
        maxLength={100}
        required
      />
      <SelectField
        {...field('state')}
        label="State"
        options={STATE_OPTIONS}
        placeholder="Select a state"
        autoComplete={auto('address-level1')}
        required
      />
      <TextField
        {...field('zipCode')}
        label="ZIP code"
        autoComplete={auto('postal-code')}
        inputMode="numeric"
        maxLength={10}
        required
      />
      {withPhone && (
        <TextField
          {...field('phone')}
          label="Phone"
          optional
          type="tel"
          autoComplete={auto('tel')}
          maxLength={20}
        />
      )}
    </div>
  );
}
