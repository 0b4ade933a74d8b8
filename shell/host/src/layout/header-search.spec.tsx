import { getSessionId, type SearchSuggestionDto } from '@healing/platform';
import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Header } from './header';

const SUGGESTIONS: SearchSuggestionDto[] = [
  { id: 7, name: 'Still Here Tee', kind: 't-shirt', collection: 'life-happens' },
  { id: 9, name: 'Bloom Within Tee', kind: 't-shirt', collection: 'inner-beauty' },
];

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function renderHeader() {
  return renderWithPlatform(
    <>
      <Header />
      <Routes>
        <Route path="*" element={<Address />} />
      </Routes>
    </>,
    { path: '/about' },
  );
}

describe('the header search', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi({
      [`GET /api/cart/${getSessionId()}`]: { body: [] },
      'GET /api/search/suggestions?*': ({ url }) => ({
        body: new URL(url, 'http://x').searchParams.get('q') === 'tee' ? SUGGESTIONS : [],
      }),
    });
  });
  afterEach(() => api.restore());

  const open = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const panel = document.getElementById('header-search-panel');
    if (!panel) throw new Error('no panel');
    return within(panel).getByRole('combobox', { name: 'Search the shop' });
  };

  it('opens on the magnifier with the focus in the box, and Escape closes it', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const box = await open();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('suggests products as one types, chosen with the arrows and Enter', async () => {
    renderHeader();
    const box = await open();
    await userEvent.type(box, 'tee');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(await within(list).findAllByRole('option')).toHaveLength(2);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getByRole('option', { name: /Bloom Within Tee/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(within(list).getByRole('option', { name: /Still Here Tee/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('address')).toHaveTextContent('/product/7');
    // One request for what was typed once it paused, not one per letter.
    expect(api.calls.filter((call) => call.url.includes('/suggestions'))).toHaveLength(1);
  });

  it('Escape closes the suggestions first; Enter searches for what was typed', async () => {
    renderHeader();
    const box = await open();
    await userEvent.type(box, 'tee');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('address')).toHaveTextContent('/search?q=tee');
  });

  it('asks nothing for one letter, and searches nothing for an empty box', async () => {
    renderHeader();
    const box = await open();
    await userEvent.type(box, 't');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.calls.filter((call) => call.url.includes('/suggestions'))).toHaveLength(0);
    await userEvent.clear(box);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('address')).toHaveTextContent('/about');
  });
});
