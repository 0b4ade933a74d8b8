import { type CartItemDto, getSessionId, useCart } from '@healing/platform';
import { type FakeApi, fakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customDesignDataSchema } from '@healing/contracts';
import { type FakeCanvas, installFakeCanvas } from '../test-support/fake-canvas';
import { installLoadingImages } from '../test-support/loading-images';
import { answer, fileOf, installFakeXhr } from '../test-support/fake-xhr';
import { DesignApparelPage } from './design-apparel-page';

const sessionId = getSessionId();
const uploadId = '3f2a0c1e-8d4b-4a5e-9c7f-2b1d0e6a9f10';

function cartLine(body: Record<string, unknown>): CartItemDto {
  return {
    id: 41,
    sessionId,
    productId: null,
    variantId: null,
    variant: null,
    displayName: body.customProductName as string,
    quantity: 1,
    isCustomDesign: true,
    customDesignData: body.customDesignData as CartItemDto['customDesignData'],
    customProductName: body.customProductName as string,
    customPrice: '25.00',
    unitPrice: '25.00',
    lineTotal: '25.00',
    previewImage: `/api/uploads/${uploadId}`,
    product: null,
  };
}

/** The shell's sidebar is not on this page: this shows what it would. */
function SidebarProbe() {
  return <p>sidebar {useCart().isSidebarOpen ? 'open' : 'closed'}</p>;
}

describe('the Design Apparel page', () => {
  let api: FakeApi;
  let canvas: FakeCanvas;
  let xhr: ReturnType<typeof installFakeXhr>;
  /** Only a test that needs images to load swaps them in. */
  let restoreImages = () => {};

  beforeEach(() => {
    canvas = installFakeCanvas();
    xhr = installFakeXhr();
    api = fakeApi({
      [`GET /api/cart/${sessionId}`]: { body: [] },
      [`GET /api/cart/${sessionId}/summary`]: { status: 404 },
    });
  });
  afterEach(() => {
    restoreImages();
    restoreImages = () => {};
    api.restore();
    xhr.restore();
    canvas.restore();
  });

  const addButton = (price = '$25.00') =>
    screen.getByRole('button', { name: `Add to Cart - ${price}` });

  it('offers the six product types, the three collections and the options', () => {
    renderWithPlatform(<DesignApparelPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Design Your Healing Apparel',
    );
    const types = within(screen.getByRole('radiogroup', { name: 'Product type' }));
    expect(types.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(
      ['T-Shirts', 'Caps', 'Books', 'Pendants', 'Necklace', 'Dog Tags'],
    );
    expect(types.getByRole('radio', { name: 'T-Shirts' })).toBeChecked();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Inner Beauty',
      'Life Happens',
      'Love Is',
    ]);
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Healing red' })).toBeChecked();
    expect(screen.getByLabelText('Custom colour')).toHaveValue('#dc2626');
    expect(screen.getByLabelText(/Your text/)).toHaveAttribute('maxLength', '60');
    expect(screen.getByText('0/60 characters')).toBeInTheDocument();
    expect(addButton()).toBeEnabled();
    expect(document.title).toBe('Design Apparel | Healing Shop');
  });

  it('keeps the live preview alone in the slot that sticks beside the steps, or above them on a phone', () => {
    renderWithPlatform(<DesignApparelPage />);
    const preview = screen.getByRole('region', { name: 'Live preview' });
    // The slot is what sticks (design-apparel-page.module.css); the summary follows the steps.
    const slot = preview.parentElement!;
    expect(slot).toHaveClass('previewSlot');
    expect(within(slot).queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
    const studio = slot.parentElement!;
    expect(studio).toHaveClass('studio');
    // In the page's order the preview follows step 3 (the image's controls come after the
    // upload for a keyboard) and comes before the summary; only CSS moves it.
    expect(Array.from(studio.children, (child) => child.className)).toEqual([
      'steps',
      'previewSlot',
      'summarySlot',
    ]);
  });

  it('names and prices the piece as the server will, the button saying the same price', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<DesignApparelPage />);
    const summary = within(screen.getByRole('region', { name: 'Your design' }));
    expect(summary.getByText('Custom T-Shirt - Inner Beauty')).toBeInTheDocument();
    expect(summary.getByText('Price for this T-Shirt').nextSibling).toHaveTextContent('$25.00');
    expect(addButton()).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Dog Tags' }));
    await user.click(screen.getByRole('tab', { name: 'Love Is' }));
    await user.click(screen.getByRole('button', { name: 'Rose Love' }));
    expect(summary.getByText('Custom Dog Tag - Love Is (Rose Love)')).toBeInTheDocument();
    expect(summary.getByText('Price for this Dog Tag').nextSibling).toHaveTextContent('$25.00');
    expect(addButton()).toBeInTheDocument();
    // The server charges CUSTOM_DESIGN_PRICES: no lower "starting" price is promised anywhere.
    expect(document.body).not.toHaveTextContent(/Starting at|19\.99/);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).not.toMatch(
      /19\.99|Starting at/,
    );
  });

  it('redraws the preview as the visitor types and counts the characters', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<DesignApparelPage />);
    await user.type(screen.getByLabelText(/Your text/), 'Be gentle');
    expect(screen.getByText('9/60 characters')).toBeInTheDocument();
    expect(canvas.texts().map((drawn) => drawn.text)).toContain('Be gentle');
    expect(
      screen.getByRole('img', { name: /the text “Be gentle” in Medium size/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Large' }));
    await user.click(screen.getByRole('radio', { name: 'Sage' }));
    expect(
      screen.getByRole('img', { name: /the text “Be gentle” in Large size, colour #46634F/ }),
    ).toBeInTheDocument();
    expect(canvas.texts().at(-1)).toMatchObject({ text: 'Be gentle', fillStyle: '#46634F' });
  });

  it('stops the text at 60 characters', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<DesignApparelPage />);
    await user.type(screen.getByLabelText(/Your text/), 'x'.repeat(65));
    expect(screen.getByLabelText(/Your text/)).toHaveValue('x'.repeat(60));
    expect(screen.getByText('60/60 characters (the most that fits)')).toBeInTheDocument();
  });

  it('asks for something to print before adding, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<DesignApparelPage />);
    await user.click(addButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose a design, add your text or upload an image first.',
    );
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(screen.getByLabelText(/Your text/), 'Hi');
    expect(screen.queryByText(/Choose a design, add your text/)).not.toBeInTheDocument();
  });

  it('adds the custom design with its upload, where the preview shows it, and its template, then opens the cart', async () => {
    restoreImages = installLoadingImages(800, 600);
    const user = userEvent.setup({ applyAccept: false });
    api.on('POST /api/cart', ({ body }) => ({
      status: 201,
      body: cartLine(body as Record<string, unknown>),
    }));
    renderWithPlatform(
      <>
        <DesignApparelPage />
        <SidebarProbe />
      </>,
    );

    await user.click(screen.getByRole('radio', { name: 'Caps' }));
    await user.click(screen.getByRole('tab', { name: 'Love Is' }));
    await user.click(screen.getByRole('button', { name: 'Next designs' }));
    await user.click(screen.getByRole('button', { name: 'Rose Peace' }));
    await user.type(screen.getByLabelText(/Your text/), '  Peace be with you ');
    await user.click(screen.getByRole('radio', { name: 'Small' }));
    await user.upload(screen.getByLabelText(/Upload an image/), fileOf('garden.png', 'image/png'));
    await answer(() =>
      xhr.requests[0].respond(201, {
        id: uploadId,
        url: `/api/uploads/${uploadId}`,
        mimeType: 'image/png',
        sizeBytes: 2048,
      }),
    );
    // Once the photo is on the preview, moved one step left by the keyboard.
    await user.click(await screen.findByRole('button', { name: 'Move image' }));
    await user.keyboard('{ArrowLeft}');
    await user.click(addButton());

    expect(await screen.findByText('Custom design added to cart! 💖')).toBeInTheDocument();
    expect(
      screen.getByText('Your custom healing design has been added to your cart.'),
    ).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST' && call.url === '/api/cart');
    expect(post?.body).toEqual({
      sessionId,
      isCustomDesign: true,
      quantity: 1,
      customProductName: 'Custom Cap - Love Is (Rose Peace)',
      customDesignData: {
        productType: 'caps',
        category: 'love-is',
        selectedDesign: 'Rose Peace',
        customText: 'Peace be with you',
        fontSize: 'small',
        textColor: '#DC2626',
        uploadId,
        templateId: 'li-peace2',
        designImage: 'garden.png',
        imagePlacement: {
          x: expect.any(Number) as number,
          y: expect.any(Number) as number,
          size: expect.any(Number) as number,
        },
      },
    });
    // Where the preview showed it: the default size (55% at least), kept on the area, and a
    // placement the API takes as it is.
    const sent = (post?.body as { customDesignData: Record<string, unknown> }).customDesignData;
    const placement = customDesignDataSchema.parse(sent).imagePlacement!;
    expect(placement.size).toBeGreaterThanOrEqual(0.55);
    expect(xhr.requests[0].headers['X-Session-Id']).toBe(sessionId);
    expect(screen.getByText('sidebar open')).toBeInTheDocument();
  });

  it('offers the adult sizes for a T-shirt, and no size for the other pieces', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<DesignApparelPage />);
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    const sizes = within(group).getAllByRole('radio');
    expect(sizes.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Size XS',
      'Size S',
      'Size M',
      'Size L',
      'Size XL',
      'Size XXL',
    ]);
    expect(sizes.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
    ]);
    expect(sizes.filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription(
      'Unisex adult sizes, the same as our ready-made tees.',
    );

    await user.click(screen.getByRole('radio', { name: 'Size L' }));
    expect(screen.getByRole('radio', { name: 'Size L' })).toBeChecked();
    expect(screen.getByText('Size', { selector: 'span' }).parentElement).toHaveTextContent(
      'Size: L',
    );
    const summary = within(screen.getByRole('region', { name: 'Your design' }));
    expect(summary.getByText('Custom T-Shirt - Inner Beauty — L')).toBeInTheDocument();
    expect(summary.getByText('Size').nextSibling).toHaveTextContent('L');

    await user.click(screen.getByRole('radio', { name: 'Caps' }));
    expect(screen.queryByRole('radiogroup', { name: /^Size/ })).not.toBeInTheDocument();
    expect(summary.getByText('Custom Cap - Inner Beauty')).toBeInTheDocument();
    expect(summary.queryByText('Size')).not.toBeInTheDocument();

    // Back on the T-shirt, the size chosen is still chosen.
    await user.click(screen.getByRole('radio', { name: 'T-Shirts' }));
    expect(screen.getByRole('radio', { name: 'Size L' })).toBeChecked();
  });

  it('asks for the size of a T-shirt before adding it, then adds it in that size', async () => {
    const user = userEvent.setup();
    api.on('POST /api/cart', ({ body }) => ({
      status: 201,
      body: cartLine(body as Record<string, unknown>),
    }));
    renderWithPlatform(<DesignApparelPage />);
    await user.click(screen.getByRole('tab', { name: 'Love Is' }));
    await user.click(screen.getByRole('button', { name: 'Thorny Love' }));
    await user.click(addButton());

    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a size.');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(
      'Please choose a size. Unisex adult sizes, the same as our ready-made tees.',
    );
    // The visitor is taken to the sizes, and chooses one with the keyboard.
    expect(screen.getByRole('radio', { name: 'Size XS' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Size M' })).toBeChecked();
    expect(screen.queryByText('Please choose a size.')).not.toBeInTheDocument();
    expect(group).not.toHaveAttribute('aria-invalid');

    await user.click(addButton());
    expect(await screen.findByText('Custom design added to cart! 💖')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST' && call.url === '/api/cart');
    expect(post?.body).toMatchObject({
      customProductName: 'Custom T-Shirt - Love Is (Thorny Love) — M',
      customDesignData: {
        productType: 'tshirts',
        category: 'love-is',
        size: 'M',
        selectedDesign: 'Thorny Love',
        templateId: 'li-love',
      },
    });
  });

  it('waits for an image still uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithPlatform(<DesignApparelPage />);
    await user.type(screen.getByLabelText(/Your text/), 'Hi');
    await user.upload(screen.getByLabelText(/Upload an image/), fileOf('garden.png', 'image/png'));
    await user.click(addButton());
    expect(
      screen.getByText('Please wait until your image has finished uploading.'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says when the cart refused the design', async () => {
    const user = userEvent.setup();
    api.on('POST /api/cart', {
      status: 500,
      body: { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' },
    });
    renderWithPlatform(
      <>
        <DesignApparelPage />
        <SidebarProbe />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Love' }));
    await user.click(screen.getByRole('radio', { name: 'Size M' }));
    await user.click(addButton());
    await waitFor(() =>
      expect(screen.getByText('Failed to add custom design to cart.')).toBeInTheDocument(),
    );
    expect(screen.queryByText('Custom design added to cart! 💖')).not.toBeInTheDocument();
    expect(screen.getByText('sidebar closed')).toBeInTheDocument();
  });
});
