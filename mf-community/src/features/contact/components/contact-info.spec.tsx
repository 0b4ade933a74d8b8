import { render, screen, within } from '@testing-library/react';
import { ContactInfo } from './contact-info';

describe('the ways to reach the shop', () => {
  it('promises only what the shop does: e-mail, the phone, the form and its hours', () => {
    render(<ContactInfo />);
    const ways = within(screen.getByRole('list')).getAllByRole('heading', { level: 3 });
    expect(ways.map((way) => way.textContent)).toEqual([
      'Email us',
      'Call us',
      'Response time',
      'Write to us',
    ]);
    // The shop has no chat: nothing may offer one.
    expect(screen.queryByText(/chat/i)).not.toBeInTheDocument();
  });
});
