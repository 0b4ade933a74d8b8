// The wizard filled in the way a shopper fills it, for the checkout's component tests.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export const SHIPPING = {
  Email: 'maya@example.com',
  'First name': 'Maya',
  'Last name': 'Lin',
  Address: '12 Willow Lane',
  City: 'Portland',
  'ZIP code': '97201',
};

export async function fillShipping(user: UserEvent, changes: Partial<typeof SHIPPING> = {}) {
  for (const [label, value] of Object.entries({ ...SHIPPING, ...changes })) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  await user.selectOptions(screen.getByLabelText('State'), 'OR');
}
