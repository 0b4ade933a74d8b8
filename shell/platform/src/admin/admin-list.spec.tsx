import { screen, within } from '@testing-library/react';
import { renderWithPlatform } from '../testing';
import { AdminCard, AdminCardHead, AdminCards, AdminTable } from './admin-list';

describe('the back-office list pieces', () => {
  it('lists cards under the name given, each card a list item', () => {
    renderWithPlatform(
      <AdminCards label="Orders">
        <AdminCard>
          <AdminCardHead>
            <a href="/admin/orders/1">Order #1</a>
            <span>Paid</span>
          </AdminCardHead>
        </AdminCard>
        <AdminCard>
          <span>Order #2</span>
        </AdminCard>
      </AdminCards>,
    );

    const list = screen.getByRole('list', { name: 'Orders' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'Order #1' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Paid');
  });

  it('puts a card with a picture in two columns, the picture first', () => {
    renderWithPlatform(
      <AdminCards label="Products">
        <AdminCard media={<img alt="" src="/a.png" />}>
          <span>Bloom Within Tee</span>
        </AdminCard>
        <AdminCard>
          <span>Plain</span>
        </AdminCard>
      </AdminCards>,
    );

    const [withMedia, plain] = screen.getAllByRole('listitem');
    expect(withMedia.firstElementChild?.tagName).toBe('IMG');
    expect(withMedia.lastElementChild).toHaveTextContent('Bloom Within Tee');
    expect(withMedia.className).not.toBe(plain.className);
  });

  it('is a table with the class and attributes given', () => {
    renderWithPlatform(
      <AdminTable className="extra" aria-label="Codes">
        <tbody>
          <tr>
            <td data-numeric="">$5.00</td>
          </tr>
        </tbody>
      </AdminTable>,
    );

    const table = screen.getByRole('table', { name: 'Codes' });
    expect(table.className).toMatch(/\bextra\b/);
    expect(table.className.split(' ')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: '$5.00' })).toHaveAttribute('data-numeric');
  });
});
