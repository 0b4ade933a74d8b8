import { renderWithPlatform } from '@healing/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAVOURITES_STORAGE_KEY } from '../features/products/hooks/use-favourites';
import { catalogApi, product } from '../test-support/catalog-fixtures';
import { ProductPage } from './product-page';

const cap = product({ id: 3, name: 'Gentle Grace Cap', image: '/api/images/products/cap.svg' });

async function renderCap() {
  const api = catalogApi({ 'GET /api/products/3': { body: cap } });
  renderWithPlatform(<ProductPage />, { path: '/product/3', routePath: '/product/:id' });
  await screen.findByRole('heading', { level: 1, name: 'Gentle Grace Cap' });
  return api;
}

afterEach(() => window.localStorage.removeItem(FAVOURITES_STORAGE_KEY));

describe('ProductPage gallery', () => {
  it('has four thumbnails of the same picture, one chosen at a time', async () => {
    const api = await renderCap();
    const thumbs = within(screen.getByRole('group', { name: 'Product images' })).getAllByRole(
      'button',
    );
    expect(thumbs).toHaveLength(4);
    for (const thumb of thumbs) {
      expect(thumb.querySelector('img')).toHaveAttribute('src', cap.image);
    }
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(thumbs[2]);

    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'false');
    expect(
      screen.getByRole('button', { name: 'Click to zoom: Gentle Grace Cap, design detail' }),
    ).toBeInTheDocument();
    api.restore();
  });

  it('zooms into a dialog that magnifies and closes with Escape', async () => {
    const api = await renderCap();
    await userEvent.click(
      screen.getByRole('button', { name: 'Click to zoom: Gentle Grace Cap, full view' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Gentle Grace Cap' });
    expect(within(dialog).getByText('Image 1 of 4: full view')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: 'Gentle Grace Cap, full size' }),
    ).toHaveAttribute('src', cap.image);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(
      within(dialog).getByRole('img', { name: 'Gentle Grace Cap, magnified' }),
    ).toBeInTheDocument();
    const stage = within(dialog).getByRole('region', { name: /Magnified picture/ });
    expect(stage).toHaveAttribute('tabindex', '0');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom out' }));
    expect(
      within(dialog).getByRole('img', { name: 'Gentle Grace Cap, full size' }),
    ).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    api.restore();
  });

  it.each([
    ['Escape', () => userEvent.keyboard('{Escape}')],
    [
      'its close button',
      () =>
        userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' })),
    ],
  ])('gives focus back to the picture when the zoom closes with %s', async (_how, close) => {
    const api = await renderCap();
    const picture = screen.getByRole('button', {
      name: 'Click to zoom: Gentle Grace Cap, full view',
    });
    await userEvent.click(picture);
    await screen.findByRole('dialog', { name: 'Gentle Grace Cap' });
    expect(picture).not.toHaveFocus();

    await close();

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(picture).toHaveFocus();
    api.restore();
  });

  it('gives focus back to the picture when the zoom was opened from the keyboard', async () => {
    const api = await renderCap();
    const picture = screen.getByRole('button', {
      name: 'Click to zoom: Gentle Grace Cap, full view',
    });
    picture.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Gentle Grace Cap' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));

    await userEvent.keyboard('{Escape}');

    expect(picture).toHaveFocus();
    api.restore();
  });

  it('opens a close-up view already magnified, from the keyboard', async () => {
    const api = await renderCap();
    screen.getByRole('button', { name: 'Show close-up' }).focus();
    await userEvent.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Click to zoom: Gentle Grace Cap, close-up' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Gentle Grace Cap' });
    expect(within(dialog).getByText('Image 2 of 4: close-up')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: 'Gentle Grace Cap, magnified' }),
    ).toBeInTheDocument();
    api.restore();
  });

  it('remembers a favourite on this device, with a toast', async () => {
    const api = await renderCap();
    const heart = screen.getByRole('button', { name: 'Save Gentle Grace Cap to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart);

    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]')).toEqual([3]);
    expect(await screen.findByText('Saved to favourites 💖')).toBeInTheDocument();
    // The promise "find it again" says where: the favourites page the header links to.
    expect(
      screen.getByText(
        'Gentle Grace Cap is saved on this device. Find it again under Favourites in the header.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(heart);

    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]')).toEqual([]);
    expect(await screen.findByText('Removed from favourites')).toBeInTheDocument();
    api.restore();
  });
});
