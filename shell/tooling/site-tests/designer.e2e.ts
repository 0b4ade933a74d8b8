import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { designPreviewPath, type CartItemDto, type OrderDto } from '@healing/contracts';
import { continueToPayment, fillShipping } from './support/cart-checkout-helpers';
import { PNG_SIGNATURE, sunsetFile, textRenamedPng } from './support/designer-files';
import { serveShell } from './support/servers';
import { sessionIdOf, watchConsole } from './support/shop';
import { API_URL, E2E, REMOTE_ORDER, remotePort } from './support/site';

const UPLOAD_URL = /^\/api\/uploads\/[0-9a-f-]{36}$/;

/** The preview as pixels; reading them also proves the canvas is not tainted (it can be saved). */
function previewPixels(page: Page): Promise<string> {
  return page.getByRole('img', { name: /^Preview of your/ }).evaluate((canvas) => {
    return (canvas as HTMLCanvasElement).toDataURL('image/png');
  });
}

test.describe('the design studio', () => {
  test.use({ deviceScaleFactor: 2 });

  test('designs a cap with a template, text, colour and photo, adds it and checks it out', async ({
    page,
    request,
  }) => {
    const seen = watchConsole(page);
    await page.goto('/design-apparel');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Design Your Healing Apparel' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Design Apparel | Healing Shop');

    // The preview holds one canvas pixel per device pixel.
    const preview = page.getByRole('img', { name: /^Preview of your T-Shirt, still blank/ });
    await expect(preview).toBeVisible();
    const sizes = await preview.evaluate((canvas) => ({
      pixels: (canvas as HTMLCanvasElement).width,
      css: canvas.getBoundingClientRect().width,
    }));
    expect(sizes.pixels).toBe(Math.round(sizes.css * 2));

    await page.getByRole('radio', { name: 'Caps' }).check();
    await page.getByRole('tab', { name: 'Love Is' }).click();
    await expect(page.getByRole('button', { name: 'Page 1 of 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('button', { name: 'Next designs' }).click();
    await expect(page.getByText('Showing designs 9–15 of 15')).toBeVisible();
    const rose = page.getByRole('button', { name: 'Rose Peace' });
    await expect(rose.locator('img')).toHaveJSProperty('complete', true);
    expect(
      await rose.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBe(300);
    await rose.click();
    await expect(rose).toHaveAttribute('aria-pressed', 'true');

    await page.getByLabel('Your text').fill('Peace be with you');
    await expect(page.getByText('17/60 characters')).toBeVisible();
    await page.getByRole('radio', { name: 'Large', exact: true }).check();
    await page.getByLabel('Custom colour').fill('#3366cc');
    await expect(page.getByText('#3366CC')).toBeVisible();
    await expect(
      page.getByRole('img', {
        name: 'Preview of your Cap with the “Rose Peace” design from Love Is, the text “Peace be with you” in Large size, colour #3366CC.',
      }),
    ).toBeVisible();

    // A text file named .png passes the browser's type check; the API reads its content.
    const upload = page.getByLabel(/Upload an image/);
    await upload.setInputFiles(textRenamedPng());
    await expect(page.getByRole('alert').filter({ hasText: 'notes.png' })).toHaveText(
      "We couldn't upload “notes.png”: Only images can be uploaded (PNG, JPEG, GIF or WebP).",
    );
    await expect(page.getByRole('img', { name: 'Your uploaded image' })).toHaveCount(0);

    const beforePhoto = await previewPixels(page);
    await upload.setInputFiles(sunsetFile());
    const thumbnail = page.getByRole('img', { name: 'Your uploaded image' });
    await expect(thumbnail).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'notes.png' })).toBeHidden();
    const uploadUrl = await thumbnail.getAttribute('src');
    expect(uploadUrl).toMatch(UPLOAD_URL);
    await expect(thumbnail).toHaveJSProperty('naturalWidth', 240);
    // The photo is drawn into the preview, which can still be exported.
    await expect.poll(() => previewPixels(page)).not.toBe(beforePhoto);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save as PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('healing-design-caps.png');
    const saved = await readFile(await download.path());
    expect(saved.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(saved.readUInt32BE(16)).toBe(1600);

    await page.getByRole('button', { name: 'Add to Cart - $25.00' }).click();
    await expect(page.getByText('Custom design added to cart! 💖', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Your custom healing design has been added to your cart.', { exact: true }),
    ).toBeVisible();
    const sidebar = page.getByRole('dialog', { name: /Your Cart/ });
    await expect(sidebar).toBeVisible();
    const line = sidebar.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Custom Cap - Love Is (Rose Peace)');
    await expect(line).toContainText('$25.00');
    // The line keeps where the preview showed the photo (where it starts, never moved here).
    const sessionId = await sessionIdOf(page);
    const cart = (await (
      await request.get(`${API_URL}/api/cart/${sessionId}`)
    ).json()) as CartItemDto[];
    const imagePlacement = cart[0]?.customDesignData?.imagePlacement;
    expect(imagePlacement).toEqual({
      x: expect.any(Number),
      y: expect.any(Number),
      size: expect.any(Number),
    });
    // The cart shows the designed piece (template, photo where it was and words on the cap),
    // not the photo.
    const uploadId = uploadUrl!.split('/').pop();
    const designed = designPreviewPath({
      productType: 'caps',
      category: 'love-is',
      templateId: 'li-peace2',
      customText: 'Peace be with you',
      fontSize: 'large',
      textColor: '#3366CC',
      uploadId,
      imagePlacement,
    });
    expect(designed).toContain('imagePlacement=');
    await expect(line.locator('img')).toHaveAttribute('src', designed);
    await expect(line.locator('img')).toHaveJSProperty('naturalWidth', 240);

    // The server named and priced the line itself.
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({
      isCustomDesign: true,
      customProductName: 'Custom Cap - Love Is (Rose Peace)',
      customPrice: '25.00',
      unitPrice: '25.00',
      previewImage: designed,
      customDesignData: {
        productType: 'caps',
        category: 'love-is',
        selectedDesign: 'Rose Peace',
        customText: 'Peace be with you',
        fontSize: 'large',
        textColor: '#3366CC',
        templateId: 'li-peace2',
        uploadId,
        imagePlacement,
        designImage: 'sunset.png',
      },
    });

    // The cart page shows the design with its picture at the server's price; then the wizard.
    await sidebar.getByRole('link', { name: 'View Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const cartLine = page.getByRole('main').getByRole('listitem').filter({
      hasText: 'Custom Cap - Love Is (Rose Peace)',
    });
    await expect(cartLine).toHaveCount(1);
    await expect(cartLine).toContainText('$25.00');
    await expect(cartLine.locator('img').first()).toHaveAttribute('src', designed);
    await page.getByRole('button', { name: 'Secure Checkout' }).click();
    await fillShipping(page);
    await continueToPayment(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Custom Cap - Love Is (Rose Peace)');
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    const order = (await (
      await request.get(`${API_URL}/api/orders/${id}`, { headers: { 'X-Session-Id': sessionId } })
    ).json()) as OrderDto;
    expect(order.subtotal).toBe('25.00');
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({
      productName: 'Custom Cap - Love Is (Rose Peace)',
      image: designed,
      price: '25.00',
      isCustomDesign: true,
      customDesignData: { templateId: 'li-peace2', customText: 'Peace be with you' },
    });
    expect(await (await request.get(`${API_URL}/api/cart/${sessionId}`)).json()).toEqual([]);
    await expect(page.getByTestId('cart-count')).toHaveCount(0);

    const unexpected = seen.errors.filter(
      (error) => !/status of 415/.test(error) && !/Failed to load resource/.test(error),
    );
    expect(unexpected).toEqual([]);
  });

  test('asks for the size of a T-shirt, then carries it to the cart and the order', async ({
    page,
    request,
  }) => {
    const seen = watchConsole(page);
    const name = 'Custom T-Shirt - Love Is (Thorny Love)';
    await page.goto('/design-apparel');
    await expect(page.getByRole('radio', { name: 'T-Shirts' })).toBeChecked();
    await page.getByRole('tab', { name: 'Love Is' }).click();
    await page.getByRole('button', { name: 'Thorny Love' }).click();
    const sizes = page.getByRole('radiogroup', { name: 'Size', exact: true });
    await expect(sizes.getByRole('radio')).toHaveCount(6);

    // Without a size nothing goes to the cart: the studio says so and takes the visitor there.
    await page.getByRole('button', { name: 'Add to Cart - $25.00' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please choose a size.' })).toHaveText(
      'Please choose a size.',
    );
    await expect(sizes).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('radio', { name: 'Size XS' })).toBeFocused();
    const sessionId = await sessionIdOf(page);
    expect(await (await request.get(`${API_URL}/api/cart/${sessionId}`)).json()).toEqual([]);
    await expect(page.getByRole('dialog', { name: /Your Cart/ })).toHaveCount(0);

    // Chosen with the keyboard: XS, S, M.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Size M' })).toBeChecked();
    await expect(page.getByText('Please choose a size.')).toHaveCount(0);
    const summary = page.getByRole('region', { name: 'Your design' });
    await expect(summary).toContainText(`${name} — M`);

    await page.getByRole('button', { name: 'Add to Cart - $25.00' }).click();
    const sidebar = page.getByRole('dialog', { name: /Your Cart/ });
    const line = sidebar.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(`${name} — M`);
    const cart = (await (
      await request.get(`${API_URL}/api/cart/${sessionId}`)
    ).json()) as CartItemDto[];
    expect(cart).toEqual([
      expect.objectContaining({
        displayName: `${name} — M`,
        customProductName: `${name} — M`,
        customDesignData: expect.objectContaining({ productType: 'tshirts', size: 'M' }),
      }),
    ]);

    await sidebar.getByRole('link', { name: 'View Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(
      page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: `${name} — M` }),
    ).toHaveCount(1);
    await page.getByRole('button', { name: 'Secure Checkout' }).click();
    await fillShipping(page);
    await continueToPayment(page);
    await expect(page.getByRole('main')).toContainText(`${name} — M`);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`${name} — M`);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const order = (await (
      await request.get(`${API_URL}/api/orders/${id}`, { headers: { 'X-Session-Id': sessionId } })
    ).json()) as OrderDto;
    expect(order.items).toEqual([
      expect.objectContaining({
        productName: name,
        variantLabel: 'M',
        displayName: `${name} — M`,
        customDesignData: expect.objectContaining({ size: 'M' }),
      }),
    ]);
    expect(seen.errors).toEqual([]);
  });

  test('asks for something to print and adds nothing to the cart', async ({ page, request }) => {
    await page.goto('/design-apparel');
    await page.getByRole('button', { name: 'Add to Cart - $25.00' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a design' })).toHaveText(
      'Choose a design, add your text or upload an image first.',
    );
    const sessionId = await sessionIdOf(page);
    expect(await (await request.get(`${API_URL}/api/cart/${sessionId}`)).json()).toEqual([]);
    await expect(page.getByRole('dialog', { name: /Your Cart/ })).toHaveCount(0);
  });
});

test('the rest of the shop keeps working while the designer remote is down', async ({
  page,
  request,
}) => {
  const shopPort = E2E.sparePortBase + 4;
  // Nothing listens here: the designer's manifest cannot be fetched.
  const deadPort = E2E.sparePortBase + 5;
  const remotes = Object.fromEntries(
    REMOTE_ORDER.map((name) => [
      name,
      `http://localhost:${name === 'designer' ? deadPort : remotePort(name)}/mf-manifest.json`,
    ]),
  );
  const shell = await serveShell(shopPort, { apiUrl: API_URL, remotes });
  try {
    await page.goto(`${shell.url}/design-apparel`);
    const fallback = page
      .getByRole('alert')
      .filter({ hasText: "This part of the shop didn't load" });
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText("We couldn't show the design studio just now");
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "didn't load" })).toBeVisible();

    // The cart (the platform, in the shell) still works and shows what the API holds.
    const sessionId = await sessionIdOf(page);
    const added = await request.post(`${API_URL}/api/cart`, {
      data: {
        sessionId,
        isCustomDesign: true,
        customProductName: 'Custom T-Shirt - Inner Beauty (Love) — M',
        customDesignData: {
          productType: 'tshirts',
          category: 'inner-beauty',
          size: 'M',
          templateId: 'ib-love',
          selectedDesign: 'Love',
        },
      },
    });
    expect(added.status()).toBe(201);
    await page.reload();
    await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
    const sidebar = page.getByRole('dialog', { name: /Your Cart/ });
    await expect(sidebar).toContainText('Custom T-Shirt - Inner Beauty (Love) — M');
    // The piece as designed, drawn by the API: the designer remote is not needed to see it.
    const designed = designPreviewPath({
      productType: 'tshirts',
      category: 'inner-beauty',
      templateId: 'ib-love',
    });
    await expect(sidebar.locator(`img[src="${designed}"]`)).toBeVisible();
    await expect(sidebar.locator(`img[src="${designed}"]`)).toHaveJSProperty('naturalWidth', 240);
    await page.keyboard.press('Escape');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page).toHaveURL(`${shell.url}/`);
    await page.goto(`${shell.url}/no-such-page`);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  } finally {
    await shell.close();
  }
});
