import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDiscountCodeDto } from '../../api/discount-code-contracts';
import { SESSION_ENDED } from '../admin-orders/admin-fixtures';
import { AdminDiscountCodesPage } from './admin-discount-codes-page';

function discountCode(fields: Partial<AdminDiscountCodeDto> = {}): AdminDiscountCodeDto {
  return {
    id: 1,
    code: 'HEALING10',
    kind: 'percentage',
    value: '10',
    minSubtotal: null,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    timesUsed: 12,
    state: 'active',
    description: '10% off your items',
    archivedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

// The form is typed key by key, as an owner types it: slow on a busy machine.
jest.setTimeout(30_000);

const SPRING = discountCode({
  id: 2,
  code: 'SPRING15',
  value: '15',
  minSubtotal: '40.00',
  startsAt: '2026-12-01T09:00:00.000Z',
  endsAt: '2026-12-31T22:00:00.000Z',
  usageLimit: 100,
  timesUsed: 0,
  state: 'scheduled',
  description: '15% off your items on orders of $40.00 or more',
});

function render() {
  return renderWithPlatform(<AdminDiscountCodesPage />, { path: '/admin/discount-codes' });
}

function posts(api: FakeApi) {
  return api.calls.filter((call) => call.method !== 'GET');
}

describe('AdminDiscountCodesPage', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('lists each code with its rule, dates, uses and state', async () => {
    api = fakeApi({
      'GET /api/admin/discount-codes': { body: { codes: [SPRING, discountCode()] } },
    });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Code', 'Rule', 'Dates', 'Uses', 'State', 'Actions']);
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('SPRING15');
    expect(rows[1]).toHaveTextContent('15% off your items on orders of $40.00 or more');
    expect(rows[1]).toHaveTextContent(/From Dec 1, 2026.* until Dec 31, 2026/);
    expect(rows[1]).toHaveTextContent('0 of 100 used');
    expect(within(rows[1]).getByTestId('discount-code-state')).toHaveTextContent('Scheduled');
    expect(rows[2]).toHaveTextContent('No dates: usable now, no end date');
    expect(rows[2]).toHaveTextContent('12 used, no limit');
    expect(within(rows[2]).getByTestId('discount-code-state')).toHaveTextContent('Active');
    // A used code cannot be deleted; one never used can.
    expect(within(rows[2]).queryByRole('button', { name: 'Delete HEALING10' })).toBeNull();
    expect(within(rows[1]).getByRole('button', { name: 'Delete SPRING15' })).toBeEnabled();
  });

  it('creates a code from the form, with the keyboard, and lists it', async () => {
    const user = userEvent.setup();
    let codes = [discountCode()];
    api = fakeApi({
      'GET /api/admin/discount-codes': () => ({ body: { codes } }),
      'POST /api/admin/discount-codes': ({ body }) => {
        const created = discountCode({
          id: 3,
          code: 'FIVE-OFF',
          kind: 'fixed',
          value: '5.00',
          minSubtotal: '30.00',
          usageLimit: 10,
          timesUsed: 0,
          description: '$5.00 off your items on orders of $30.00 or more',
        });
        expect(body).toEqual({
          code: 'five-off',
          kind: 'fixed',
          value: '5',
          minSubtotal: '30',
          startsAt: null,
          endsAt: null,
          usageLimit: 10,
        });
        codes = [created, ...codes];
        return { status: 201, body: created };
      },
    });
    render();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'New discount code' }));
    const form = screen.getByRole('region', { name: 'New discount code' });
    await user.type(within(form).getByLabelText(/^Code/), ' five-off ');
    await user.selectOptions(within(form).getByLabelText(/^Discount/), 'fixed');
    await user.type(within(form).getByLabelText(/^Amount off/), '5');
    await user.type(within(form).getByLabelText(/^Minimum subtotal/), '30');
    await user.type(within(form).getByLabelText(/^Usage limit/), '10{Enter}');

    expect(await screen.findByText('Discount code created')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New discount code' })).toBeNull();
    const table = screen.getByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('0 of 10 used');
  });

  it("shows the API's message beside each field it refuses, and stores nothing", async () => {
    const user = userEvent.setup();
    api = fakeApi({
      'GET /api/admin/discount-codes': { body: { codes: [] } },
      'POST /api/admin/discount-codes': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'A code must be 2 to 40 letters...; A percentage must be a whole number',
          field: 'code',
          errors: [
            {
              field: 'code',
              message:
                'A code must be 2 to 40 letters, digits, dashes or underscores, like SPRING15',
            },
            { field: 'value', message: 'A percentage must be a whole number from 1 to 100' },
          ],
        },
      },
    });
    render();
    expect(await screen.findByText(/No discount codes yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New discount code' }));
    const form = screen.getByRole('region', { name: 'New discount code' });
    await user.type(within(form).getByLabelText(/^Code/), 'x');
    await user.type(within(form).getByLabelText(/^Percentage off/), '150');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));

    const code = within(form).getByLabelText(/^Code/);
    await waitFor(() => expect(code).toHaveAccessibleDescription(/A code must be 2 to 40/));
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/^Percentage off/)).toHaveAccessibleDescription(
      /A percentage must be a whole number from 1 to 100/,
    );
  });

  it('asks for the code and its amount before sending anything', async () => {
    const user = userEvent.setup();
    api = fakeApi({ 'GET /api/admin/discount-codes': { body: { codes: [] } } });
    render();
    await user.click(await screen.findByRole('button', { name: 'New discount code' }));
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(screen.getByLabelText(/^Code/)).toHaveAccessibleDescription(
      /Please enter the code shoppers will type/,
    );
    expect(screen.getByLabelText(/^Code/)).toHaveFocus();
    expect(posts(api)).toEqual([]);
  });

  it('edits a used code: its name stays, the rest is sent whole', async () => {
    const user = userEvent.setup();
    api = fakeApi({
      'GET /api/admin/discount-codes': { body: { codes: [discountCode()] } },
      'PUT /api/admin/discount-codes/1': ({ body }) => ({
        body: discountCode({ value: String((body as { value: string }).value) }),
      }),
    });
    render();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Edit HEALING10' }));
    const form = screen.getByRole('region', { name: 'Edit HEALING10' });
    expect(form).toHaveTextContent('Used 12 times: changes apply to later orders only');
    const name = within(form).getByLabelText(/^Code/);
    expect(name).toHaveValue('HEALING10');
    expect(name).toHaveAttribute('readonly');
    const value = within(form).getByLabelText(/^Percentage off/);
    await user.clear(value);
    await user.type(value, '12');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Discount code saved')).toBeInTheDocument();
    expect(posts(api)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        body: {
          code: 'HEALING10',
          kind: 'percentage',
          value: '12',
          minSubtotal: null,
          startsAt: null,
          endsAt: null,
          usageLimit: null,
        },
      }),
    ]);
  });

  it('ends a code only once the owner confirms, and archives one at once', async () => {
    const user = userEvent.setup();
    api = fakeApi({
      'GET /api/admin/discount-codes': { body: { codes: [discountCode()] } },
      'POST /api/admin/discount-codes/1/end': { body: discountCode({ state: 'ended' }) },
      'POST /api/admin/discount-codes/1/archive': { body: discountCode({ state: 'archived' }) },
    });
    render();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'End HEALING10' }));
    const ask = within(table).getByRole('group', { name: 'Confirm for HEALING10' });
    expect(ask).toHaveTextContent('End HEALING10 now? Shoppers can no longer use it');
    expect(ask).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(posts(api)).toEqual([]);

    await user.click(within(table).getByRole('button', { name: 'End HEALING10' }));
    await user.click(within(table).getByRole('button', { name: 'End now' }));
    expect(await screen.findByText('HEALING10 has ended')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Archive HEALING10' }));
    expect(await screen.findByText('HEALING10 is archived')).toBeInTheDocument();
    expect(posts(api).map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/admin/discount-codes/1/end',
      'POST /api/admin/discount-codes/1/archive',
    ]);
  });

  it("says why the API refused an action (a used code can't be deleted)", async () => {
    const user = userEvent.setup();
    api = fakeApi({
      'GET /api/admin/discount-codes': { body: { codes: [SPRING] } },
      'DELETE /api/admin/discount-codes/2': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message:
            "SPRING15 has been used once, so it stays with its orders' history. End or archive it instead.",
        },
      },
    });
    render();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Delete SPRING15' }));
    await user.click(within(table).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(/SPRING15 has been used once, so it stays with its orders/),
    ).toBeInTheDocument();
  });

  it('asks the owner to sign in again when the session has ended', async () => {
    api = fakeApi({ 'GET /api/admin/discount-codes': SESSION_ENDED });
    render();
    expect(await screen.findByText(/keep working on the discount codes/)).toBeInTheDocument();
  });
});
