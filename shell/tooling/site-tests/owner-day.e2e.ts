// The owner's day, as the back-office issue tells it: a shopper orders; the owner signs in,
// finds the order, sends a payment link, marks it paid and ships it, and the shopper's order page
// and inbox follow each step; the owner adds a product and sees it in its collection, gives a
// new cap its sizes and sees the shop offer them, publishes a story, and sees a newsletter
// sign-up wait until it is confirmed from the inbox.
import type { Browser, Page } from '@playwright/test';
import { continueToPayment, fillShipping, SHIPPING } from './support/cart-checkout-helpers';
import { CONFIRM_LINK, expectMail, linkIn, newestMailTo } from './support/mails';
import { addOwner, OWNER } from './support/owner';
import { addToCartThroughApi, products, sessionIdOf } from './support/shop';
import { API_URL } from './support/site';
import { expect, test } from './support/test';

const PAYMENT_LINK = 'https://pay.example.com/checkout/owner-day-7f3a';
const TRACKING = '1Z999AA10123456784';

async function ownerPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.goto('/admin/orders');
  await page.getByLabel('Username').fill(OWNER.username);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  return page;
}

test.describe("the owner's day", () => {
  test.beforeAll(() => addOwner());

  test('an order from placed to shipped, step by step, for the owner and the shopper', async ({
    page,
    browser,
  }) => {
    // A shopper orders, paying by card through a payment link.
    await page.goto('/');
    const sessionId = await sessionIdOf(page);
    const product = (await products(page.request, 'love-is')).find((each) => each.inStock);
    if (!product) throw new Error('no product in stock in Love Is');
    await addToCartThroughApi(page.request, sessionId, product.id);
    await page.goto('/checkout');
    await fillShipping(page);
    await continueToPayment(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');

    // The owner finds it by its number.
    const owner = await ownerPage(browser);
    await owner.getByLabel('Search orders').fill(`#${orderId}`);
    await owner.getByLabel('Search orders').press('Enter');
    await owner
      .getByRole('link', { name: new RegExp(`#${orderId}\\b`) })
      .first()
      .click();
    await expect(owner).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
    await expect(owner.getByText(SHIPPING.Email).first()).toBeVisible();

    // A payment link from the payment provider, e-mailed and shown to the shopper.
    await owner.getByRole('textbox', { name: 'Payment link' }).fill(PAYMENT_LINK);
    await owner.getByRole('button', { name: 'Send payment link' }).click();
    await expect(owner.getByRole('button', { name: 'Mark as paid' })).toBeVisible();
    await expectMail('order-payment-link', `#${orderId}`, PAYMENT_LINK);
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
    await expect(page.getByRole('link', { name: /Pay now/ })).toHaveAttribute('href', PAYMENT_LINK);

    // Paid, then shipped with its tracking number.
    await owner.getByRole('textbox', { name: 'Payment reference' }).fill('PAY-4471');
    await owner.getByRole('button', { name: 'Mark as paid' }).click();
    await expect(owner.getByRole('textbox', { name: 'Tracking number' })).toBeVisible();
    await expectMail('order-paid', `#${orderId}`);
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await expect(page.getByRole('link', { name: /Pay now/ })).toHaveCount(0);

    await owner.getByRole('textbox', { name: 'Tracking number' }).fill(TRACKING);
    // A UPS number names its carrier; the owner could choose another.
    await expect(owner.getByRole('combobox', { name: 'Carrier' })).toHaveValue('ups');
    await owner.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(owner.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
    await expectMail('order-shipped', `#${orderId}`, TRACKING);
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Shipped');
    await expect(page.getByText(TRACKING).first()).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Follow your parcel on the UPS website/ }),
    ).toHaveAttribute('href', `https://www.ups.com/track?tracknum=${TRACKING}`);
    // Shipping an order twice is refused: the step is no longer offered.
    await expect(owner.getByRole('button', { name: 'Mark as shipped' })).toHaveCount(0);
    await owner.close();
  });

  test('a product the owner adds shows in its collection within seconds', async ({
    page,
    browser,
  }) => {
    const name = `Quiet Harbour Journal ${Date.now().toString(36)}`;
    const owner = await ownerPage(browser);
    await owner
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Products' })
      .click();
    await owner.getByRole('link', { name: 'Add product' }).click();
    await owner.getByLabel('Name').fill(name);
    await owner.getByLabel('Description').fill('A linen-bound journal for slow evening pages.');
    await owner.getByLabel('Price').fill('27.50');
    await owner.getByLabel('Category').selectOption({ index: 1 });
    await owner.getByLabel('Collection').selectOption('love-is');
    await owner.getByLabel('In stock').check();
    await owner.getByRole('button', { name: 'Save' }).click();
    await expect(owner.getByText('Product saved', { exact: true })).toBeVisible();
    await expect(owner).toHaveURL(/\/admin\/products\/\d+$/);
    await owner.close();

    // The collection's page is cached for seconds per release: it shows there soon.
    await expect
      .poll(
        async () => {
          await page.goto('/love-is');
          return page.getByText(name).count();
        },
        { timeout: 20_000, intervals: [1000, 2000, 3000] },
      )
      .toBeGreaterThan(0);
  });

  test('the owner gives a new cap sizes S, M and L with their stock, and the shop offers them', async ({
    page,
    browser,
  }) => {
    // Two journeys in one (the owner's editor, then the shop's page): a minute is not enough.
    test.setTimeout(120_000);
    const suffix = Date.now().toString(36);
    const name = `Willow Cap ${suffix}`;
    const owner = await ownerPage(browser);
    await owner.goto('/admin/products/new');
    await owner.getByLabel('Name').fill(name);
    await owner.getByLabel('Description').fill('A washed cotton cap with a willow leaf stitched.');
    await owner.getByLabel('Price').fill('24.00');
    await owner.getByLabel('Category').selectOption('cap');
    await owner.getByLabel('Collection').selectOption('love-is');
    await owner.getByLabel('In stock').check();
    await owner.getByRole('button', { name: 'Save' }).click();
    await expect(owner).toHaveURL(/\/admin\/products\/\d+$/);
    const productId = Number(new URL(owner.url()).pathname.split('/').pop());

    // A cap starts in one size; the owner gives it sizes, with the keyboard.
    const sizes = owner.getByRole('region', { name: 'Sizes and versions' });
    await expect(sizes.getByText('Sold in one size.')).toBeVisible();
    await sizes.getByRole('button', { name: 'Edit sizes and versions' }).focus();
    await owner.keyboard.press('Enter');
    await owner.getByRole('button', { name: 'Add an option' }).focus();
    await owner.keyboard.press('Enter');
    await expect(owner.getByLabel('Option name')).toHaveValue('Size');
    await owner.getByLabel('Add a value to Size').focus();
    for (const size of ['S', 'M', 'L']) {
      await owner.keyboard.type(size);
      await owner.keyboard.press('Enter');
    }
    for (const [size, stock] of [
      ['S', '5'],
      ['M', '8'],
      ['L', '0'],
    ]) {
      await owner.getByLabel(`Stock of ${size}`, { exact: true }).fill(stock);
    }
    await owner.getByLabel(/^SKU of M/).fill(`WILLOW-M-${suffix}`);
    await owner.getByLabel(/^Own price of L/).fill('26');
    for (const width of [1280, 390]) {
      await owner.setViewportSize({ width, height: 900 });
      expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await sizes.screenshot({ path: `test-results/sizes-editor-${width}.png` });
    }
    await owner.getByRole('button', { name: 'Save sizes and versions' }).click();
    await expect(owner.getByText('Sizes and versions saved', { exact: true })).toBeVisible();
    await expect(sizes.getByText('S, M, L', { exact: true })).toBeVisible();
    await expect(owner.getByLabel('Stock of M', { exact: true })).toHaveValue('8');
    await owner.close();

    // The shop's product page offers the three sizes, L sold out.
    await page.goto(`/product/${productId}`);
    await expect(page.getByRole('link', { name: 'Size S', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Size L, sold out', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Size M', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${productId}\\?size=M$`));
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    const sidebar = page.getByRole('dialog', { name: /Your Cart/ });
    await expect(sidebar.getByText(`${name} — M`)).toBeVisible();
  });

  test('a story the owner approves is published', async ({ page, browser }) => {
    const author = `Owner Day ${Date.now().toString(36)}`;
    const story = `Walking the harbour at dawn taught me patience, ${author}.`;
    const created = await page.request.post(`${API_URL}/api/healing-moments`, {
      data: { name: author, story, category: 'growth', isAnonymous: false },
    });
    expect(created.status()).toBe(201);

    const owner = await ownerPage(browser);
    await owner
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Stories' })
      .click();
    await owner.getByRole('button', { name: `Approve story by ${author}` }).click();
    await expect(owner.getByText('Story approved').first()).toBeVisible();
    await page.goto('/healing-moments');
    await expect(page.getByText(story).first()).toBeVisible();
    await owner.close();
  });

  test("a sign-up waits until confirmed through the e-mail's link, and the subscriber leaves through another", async ({
    page,
    browser,
  }) => {
    // Two browsers and two e-mails, each written by the outbox's next run.
    test.setTimeout(120_000);
    const owner = await ownerPage(browser);
    // A sign-up counts once confirmed through the e-mailed link; the welcome e-mail then
    // carries a one-click unsubscribe and a visible link.
    const email = `owner-day-${Date.now().toString(36)}@example.com`;
    const subscribed = await page.request.post(`${API_URL}/api/newsletter`, { data: { email } });
    expect(subscribed.status()).toBe(202);
    await owner
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Subscribers' })
      .click();
    const search = owner.getByLabel('Search by e-mail');
    await search.fill(email);
    await search.press('Enter');
    await expect(owner.getByText(`No subscriber's address contains "${email}".`)).toBeVisible();
    await owner.getByRole('tab', { name: /^Waiting for confirmation/ }).click();
    await expect(
      owner.getByRole('table', { name: 'Sign-ups waiting for confirmation' }).getByText(email),
    ).toBeVisible();

    await page.goto(linkIn(await newestMailTo('newsletter-confirmation', email), CONFIRM_LINK));
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeVisible();
    await owner.getByRole('tab', { name: /^Subscribed/ }).click();
    await expect(owner.getByRole('table', { name: 'Subscribers' }).getByText(email)).toBeVisible();

    const welcome = await newestMailTo('newsletter-welcome', email);
    expect(welcome).toMatch(
      /^List-Unsubscribe: <http[^>]+\/api\/newsletter\/unsubscribe\/one-click\?token=/m,
    );
    expect(welcome).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    await page.goto(linkIn(welcome, /https?:\/\/\S+\/unsubscribe\?token=[A-Za-z0-9_-]+/));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You will not receive our newsletter any more.')).toBeVisible();

    await owner.reload();
    await search.fill(email);
    await search.press('Enter');
    await expect(owner.getByText(`No subscriber's address contains "${email}".`)).toBeVisible();
    await owner.close();
  });
});
