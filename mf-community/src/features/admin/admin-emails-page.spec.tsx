import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminEmailsPage } from './admin-emails-page';
import type { AdminMailPreviewDto } from './api/admin-emails-api';

const TEMPLATES = [
  {
    id: 'order-confirmation',
    name: 'Order confirmation',
    description: 'Sent to the shopper as the order is placed.',
    audience: 'shopper' as const,
    subject: 'Your Healing Shop order #1042',
  },
  {
    id: 'owner-sign-in-alert',
    name: 'Failed sign-ins',
    description: 'Sent to the owner after a burst of failed sign-ins.',
    audience: 'owner' as const,
    subject: 'Failed sign-ins to the back office as maya',
  },
];

function preview(id: string): AdminMailPreviewDto {
  const template = TEMPLATES.find((candidate) => candidate.id === id)!;
  return {
    ...template,
    to: id === 'owner-sign-in-alert' ? 'owner@example.com' : 'maya.rivers@example.com',
    html: `<!DOCTYPE html><html><body><h1>${template.name} in HTML</h1><script>parent.document.title='x'</script></body></html>`,
    text: `${template.name} as text\nhttps://shop.example/orders/abc`,
  };
}

describe('AdminEmailsPage', () => {
  let api: FakeApi;

  beforeEach(() => {
    api = fakeApi({
      'GET /api/admin/emails': { body: { templates: TEMPLATES } },
      'GET /api/admin/emails/*': ({ url }) => ({
        body: preview(new URL(url, 'http://shop.test').pathname.split('/').at(-1)!),
      }),
    });
  });

  afterEach(() => {
    api.restore();
  });

  it('lists every e-mail and shows the first as HTML in a frame that runs no script', async () => {
    renderWithPlatform(<AdminEmailsPage />);
    const nav = await screen.findByRole('navigation', { name: 'E-mails' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Order confirmationTo the shopper',
      'Failed sign-insTo the owner',
    ]);
    expect(buttons[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('2 e-mails, shown with sample data')).toBeInTheDocument();

    const frame = await screen.findByTitle('Order confirmation: the e-mail as HTML');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Order confirmation in HTML</h1>');
    expect(screen.getByRole('heading', { name: 'Order confirmation' })).toBeInTheDocument();
    expect(screen.getByText('Your Healing Shop order #1042')).toBeInTheDocument();
    expect(screen.getByText('maya.rivers@example.com')).toBeInTheDocument();
  });

  it('shows the chosen e-mail, and its plain text', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<AdminEmailsPage />);
    await user.click(await screen.findByRole('button', { name: /Failed sign-ins/ }));
    expect(await screen.findByTitle('Failed sign-ins: the e-mail as HTML')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Failed sign-ins/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByText('owner@example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Plain text' }));
    expect(screen.getByRole('tab', { name: 'Plain text' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const text = screen.getByLabelText('Failed sign-ins: the e-mail as plain text');
    expect(text.textContent).toBe('Failed sign-ins as text\nhttps://shop.example/orders/abc');
    expect(screen.queryByTitle('Failed sign-ins: the e-mail as HTML')).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toContain('/api/admin/emails/owner-sign-in-alert');
  });

  it('says so when the e-mails cannot be loaded, and tries again', async () => {
    api.restore();
    let fail = true;
    api = fakeApi({
      'GET /api/admin/emails': () =>
        fail
          ? { status: 500, body: { statusCode: 500, message: 'Oops', error: 'Server Error' } }
          : { body: { templates: TEMPLATES } },
      'GET /api/admin/emails/*': { body: preview('order-confirmation') },
    });
    const user = userEvent.setup();
    renderWithPlatform(<AdminEmailsPage />);
    const retry = await screen.findByRole('button', { name: /try again/i }, { timeout: 5000 });
    fail = false;
    await user.click(retry);
    expect(await screen.findByTitle('Order confirmation: the e-mail as HTML')).toBeInTheDocument();
  });
});
