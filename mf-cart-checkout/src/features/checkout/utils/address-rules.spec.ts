import {
  ADDRESS_MESSAGES,
  type AddressValues,
  checkAddressField,
  EMPTY_ADDRESS,
  validateAddress,
} from './address-rules';

const valid: AddressValues = {
  email: 'maya@example.com',
  firstName: 'Maya',
  lastName: 'Lin',
  address: '12 Willow Lane',
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
  phone: '',
};

describe('address rules (SPEC.md section 5)', () => {
  it('accepts a complete address, phone left blank', () => {
    expect(validateAddress(valid)).toEqual({});
  });

  it('refuses every blank required field with its own message', () => {
    expect(validateAddress(EMPTY_ADDRESS)).toEqual({
      email: 'Please enter a valid email address',
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      address: 'Please enter a complete address',
      city: 'Please enter a city',
      state: 'Please select a state',
      zipCode: 'Please enter a valid ZIP code',
    });
  });

  it.each([
    ['email', 'maya@example', ADDRESS_MESSAGES.email],
    ['email', 'maya example@x.com', ADDRESS_MESSAGES.email],
    ['firstName', ' M ', ADDRESS_MESSAGES.firstName],
    ['lastName', 'L', ADDRESS_MESSAGES.lastName],
    ['address', '12 W', ADDRESS_MESSAGES.address],
    ['city', 'P', ADDRESS_MESSAGES.city],
    ['state', 'DC', ADDRESS_MESSAGES.state],
    ['state', 'Oregon', ADDRESS_MESSAGES.state],
    ['zipCode', '9720', ADDRESS_MESSAGES.zipCode],
    ['zipCode', '97201-12', ADDRESS_MESSAGES.zipCode],
    ['zipCode', 'ABCDE', ADDRESS_MESSAGES.zipCode],
    ['phone', '12-34', ADDRESS_MESSAGES.phone],
    ['phone', 'call me', ADDRESS_MESSAGES.phone],
  ] as const)('refuses %s %j', (field, value, message) => {
    expect(checkAddressField(field, value)).toBe(message);
  });

  it.each([
    ['zipCode', '97201'],
    ['zipCode', '97201-1234'],
    ['zipCode', ' 97201 '],
    ['state', 'ny'],
    ['phone', '+1 (503) 555-0199'],
    ['firstName', 'Al'],
    ['address', '1 Elm'],
  ] as const)('accepts %s %j', (field, value) => {
    expect(checkAddressField(field, value)).toBeUndefined();
  });

  it('checks only the fields asked for', () => {
    expect(validateAddress(EMPTY_ADDRESS, ['zipCode'])).toEqual({
      zipCode: ADDRESS_MESSAGES.zipCode,
    });
  });
});
