import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '../testing';
import { AdminSearchForm } from './admin-search-form';

describe('AdminSearchForm', () => {
  it('is a search landmark whose field starts from the search shown', () => {
    renderWithPlatform(<AdminSearchForm label="Search orders" value="maya" onSearch={jest.fn()} />);

    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('maya');
  });

  it('searches for the words typed, trimmed, when sent', async () => {
    const onSearch = jest.fn();
    renderWithPlatform(
      <AdminSearchForm
        label="Search by e-mail"
        placeholder="Part of an e-mail address"
        value=""
        onSearch={onSearch}
      />,
    );

    await userEvent.type(screen.getByPlaceholderText('Part of an e-mail address'), '  ann@  ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ann@');
  });

  it('clears the search when sent empty, by Enter', async () => {
    const onSearch = jest.fn();
    renderWithPlatform(<AdminSearchForm label="Search orders" value="old" onSearch={onSearch} />);

    const field = screen.getByRole('searchbox', { name: 'Search orders' });
    await userEvent.clear(field);
    await userEvent.type(field, '{Enter}');

    expect(onSearch).toHaveBeenCalledWith('');
  });

  it('keeps searches to the longest allowed', () => {
    renderWithPlatform(
      <AdminSearchForm label="Search orders" value="" onSearch={jest.fn()} maxLength={50} />,
    );

    expect(screen.getByRole('searchbox')).toHaveAttribute('maxLength', '50');
  });
});
