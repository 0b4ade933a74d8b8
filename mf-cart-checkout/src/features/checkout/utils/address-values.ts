// The shape of an address as the wizard holds it (every field a string, as the inputs give it).
// What makes an address valid is not here: the shop's one rule set, shippingAddressSchema from
// the platform, decides in the browser and in the API alike.
import { shippingAddressSchema, type ShippingAddressValues } from '@healing/platform/forms';

/** The schema's fields, each as the input gives it. */
export type AddressValues = Record<keyof ShippingAddressValues, string>;

export type AddressField = keyof AddressValues;
export type AddressErrors = Partial<Record<AddressField, string>>;

/** In the order the form shows them: the first refused one gets the focus. */
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'email',
  'firstName',
  'lastName',
  'address',
  'city',
  'state',
  'zipCode',
  'phone',
];

export const EMPTY_ADDRESS: AddressValues = {
  email: '',
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  phone: '',
};

export function isAddressField(field: unknown): field is AddressField {
  return typeof field === 'string' && (ADDRESS_FIELDS as readonly string[]).includes(field);
}

/** Whether the rules accept an address, without showing anything (which steps may be shown). */
export function isAddressComplete(values: AddressValues): boolean {
  return shippingAddressSchema.safeParse(values).success;
}
