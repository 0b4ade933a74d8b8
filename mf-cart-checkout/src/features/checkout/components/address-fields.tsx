import { SelectField, TextField, type TextFieldProps, US_STATE_CODES } from '@healing/platform';
import { useController } from '@healing/platform/forms';
import type { AddressForm } from '../hooks/use-checkout-form';
import type { AddressField } from '../utils/address-values';
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

interface BoundProps {
  addressForm: AddressForm;
  section: AddressSection;
  name: AddressField;
}

/** A field's value, message and handlers, held by its address form. */
function useAddressField({ addressForm, section, name }: BoundProps) {
  const { field, fieldState } = useController({ control: addressForm.control, name });
  return {
    id: addressFieldId(section, name),
    name: `${section}-${name}`,
    value: field.value ?? '',
    error: fieldState.error?.message,
    onChange: (event: { target: { value: string } }) => field.onChange(event.target.value),
    onBlur: field.onBlur,
  };
}

function AddressInput({ addressForm, section, name, ...input }: BoundProps & TextFieldProps) {
  return <TextField {...input} {...useAddressField({ addressForm, section, name })} />;
}

function StateSelect({ addressForm, section }: Omit<BoundProps, 'name'>) {
  return (
    <SelectField
      {...useAddressField({ addressForm, section, name: 'state' })}
      label="State"
      options={STATE_OPTIONS}
      placeholder="Select a state"
      autoComplete={`${section} address-level1`}
      required
    />
  );
}

interface AddressFieldsProps {
  section: AddressSection;
  form: AddressForm;
  withPhone: boolean;
}

export function AddressFields({ section, form, withPhone }: AddressFieldsProps) {
  const bound = { addressForm: form, section };
  const auto = (token: string) => `${section} ${token}`;
  return (
    <div className={styles.grid}>
      <AddressInput
        {...bound}
        name="email"
        className={styles.wide}
        label="Email"
        type="email"
        autoComplete={auto('email')}
        maxLength={254}
        required
        hint={section === 'shipping' ? 'Your confirmation and payment link go here.' : undefined}
      />
      <AddressInput
        {...bound}
        name="firstName"
        label="First name"
        autoComplete={auto('given-name')}
        maxLength={100}
        required
      />
      <AddressInput
        {...bound}
        name="lastName"
        label="Last name"
        autoComplete={auto('family-name')}
        maxLength={100}
        required
      />
      <AddressInput
        {...bound}
        name="address"
        className={styles.wide}
        label="Address"
        autoComplete={auto('street-address')}
        maxLength={200}
        required
      />
      <AddressInput
        {...bound}
        name="city"
        label="City"
        autoComplete={auto('address-level2')}
        maxLength={100}
        required
      />
      <StateSelect {...bound} />
      <AddressInput
        {...bound}
        name="zipCode"
        label="ZIP code"
        autoComplete={auto('postal-code')}
        inputMode="numeric"
        maxLength={10}
        required
      />
      {withPhone && (
        <AddressInput
          {...bound}
          name="phone"
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
