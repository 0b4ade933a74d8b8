// A custom piece from the studio to the workshop: the shopper designs a T-shirt with a template,
// text and a photo and orders it; the owner opens the order and finds every detail of the design,
// downloads the photo as it was uploaded, opens the print proof and prints the packing slip.
import { readFile } from 'node:fs/promises';
import { continueToPayment, fillShipping, SHIPPING } from './support/cart-checkout-helpers';
import { sunsetFile } from './support/designer-files';
import { addOwner, signInAsOwner } from './support/owner';
import { expect, test } from './support/test';

const TEXT = 'You are enough';
const NAME = 'Custom T-Shirt - Love Is (Thorny Love)';

/** A PNG's size, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test.describe('custom orders in the workshop', () => {
  test.beforeAll(() => addOwner());

  test('a custom T-shirt with a template, text and upload: every detail, the upload, the proof and the packing slip', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const photo = sunsetFile();

    // The shopper designs it and orders it.
    await page.goto('/design-apparel');
    await expect(page.getByRole('radio', { name: 'T-Shirts' })).toBeChecked();
    await page.getByRole('tab', { name: 'Love Is' }).click();
    await page.getByRole('button', { name: 'Thorny Love' }).click();
    await page.getByLabel('Your text').fill(TEXT);
    await page.getByRole('radio', { name: 'Large', exact: true }).check();
    await page.getByLabel('Custom colour').fill('#1e40af');
    await page.getByLabel(/Upload an image/).setInputFiles(photo);
    await expect(page.getByRole('img', { name: 'Your uploaded image' })).toBeVisible();
    await page.getByRole('radio', { name: 'Size M' }).check();
    await page.getByRole('button', { name: 'Add to Cart - $25.00' }).click();
    const sidebar = page.getByRole('dialog', { name: /Your Cart/ });
    await expect(sidebar).toContainText(`${NAME} — M`);
    await sidebar.getByRole('link', { name: 'View Cart' }).click();
    await page.getByRole('button', { name: 'Secure Checkout' }).click();
    await fillShipping(page);
    await continueToPayment(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    // The owner opens it.
    await page.goto(`/admin/orders/${id}`);
    await signInAsOwner(page);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${id}` })).toBeVisible();
    const design = page.getByRole('group', { name: `Design of ${NAME} — M` });
    await expect(design).toBeVisible();
    const facts: Record<string, string> = {};
    for (const term of await design.getByRole('term').all()) {
      // textContent: the terms are upper case on screen only (CSS).
      const value = await term.locator('xpath=following-sibling::dd[1]').textContent();
      facts[(await term.textContent()) ?? ''] = (value ?? '').trim();
    }
    expect(facts).toEqual({
      Product: 'T-Shirt',
      Size: 'M',
      Template: 'Thorny Love',
      Text: `“${TEXT}”`,
      'Font size': 'Large',
      Colour: '#1E40AF',
      Upload: 'Download original',
    });
    await expect(design.getByRole('img', { name: /sunset\.png/ })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('order-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('order-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The upload, as it was uploaded.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      design.getByRole('link', { name: 'Download original' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sunset.png');
    const original = await readFile(await download.path());
    expect(original.equals(photo.buffer)).toBe(true);
    expect(pngSize(original)).toEqual({ width: 240, height: 180 });

    // The print proof: the T-shirt's print area at 300 dpi.
    const proofLink = page.getByRole('link', { name: 'Proof (PNG)' });
    const proofUrl = await proofLink.getAttribute('href');
    expect(proofUrl).toMatch(new RegExp(`^/api/admin/orders/${id}/items/\\d+/proof\\.png$`));
    const proof = await page.request.get(proofUrl!);
    expect(proof.status()).toBe(200);
    expect(proof.headers()['content-type']).toBe('image/png');
    expect(pngSize(await proof.body())).toEqual({ width: 3000, height: 4588 });

    // The packing slip, on screen and on paper.
    await page.getByRole('link', { name: 'Packing slip' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${id}/packing-slip$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Packing slip #${id}` }),
    ).toBeVisible();
    const slip = page.getByRole('article', { name: 'Packing slip' });
    await expect(slip).toContainText(`#${id}`);
    await expect(slip.getByRole('region', { name: 'Ship to' })).toContainText(SHIPPING.Address);
    const row = slip.getByRole('row').filter({ hasText: NAME });
    await expect(row).toContainText(`“${TEXT}”`);
    await expect(row).toContainText('Thorny Love');
    await expect(row).toContainText('#1E40AF');
    await expect(row).toContainText('sunset.png');
    await expect(row.getByRole('cell').nth(1)).toHaveText('M');
    await page.screenshot({ path: testInfo.outputPath('slip-1280.png'), fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(slip).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('slip-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('slip-390.png'), fullPage: true });
  });
});
