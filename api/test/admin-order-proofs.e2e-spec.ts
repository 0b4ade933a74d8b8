import { loadImage } from '@napi-rs/canvas';
import type { AdminOrderDetail, AdminOrderLine } from '@healing/contracts/admin';
import { proofSize } from '../src/proofs/design-proof';
import {
  addToCart,
  checkout,
  checkoutBody,
  customDesignBody,
  insertProduct,
} from './cart-fixtures';
import { binary, countPixels, solidPng, TEXT_BLUE } from './support/images';
import { addOwner, signIn } from './support/owners';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

const PASSWORD = 'amber-fox-window-77';
/** The shopper's text, drawn in TEXT_BLUE. */
const TEXT = 'You are enough';
const BLUE = TEXT_BLUE;

describe('the owner downloads the proof and the upload of a custom line', () => {
  let t: TestApp;
  let cookie: string;
  let orderId: number;
  let otherOrderId: number;
  let lines: AdminOrderLine[];
  let upload: Buffer;
  let uploadId: string;

  const proofPath = (order: number, item: number) =>
    `/api/admin/orders/${order}/items/${item}/proof.png`;
  const uploadPath = (order: number, item: number) =>
    `/api/admin/orders/${order}/items/${item}/upload`;
  const line = (name: 'with text' | 'without text' | 'product') =>
    lines[{ 'with text': 0, 'without text': 1, product: 2 }[name]];

  beforeAll(async () => {
    t = await createTestApp();
    await addOwner(t, 'keeper', PASSWORD);
    cookie = await signIn(t, 'keeper', PASSWORD);
    const sessionId = newSessionId();
    upload = solidPng(640, 480, '#10B981');
    const uploaded = await t
      .http()
      .post('/api/uploads')
      .set('X-Session-Id', sessionId)
      .attach('file', upload, { filename: 'Notre été.png', contentType: 'image/png' })
      .expect(201);
    uploadId = uploaded.body.id as string;
    const design = {
      templateId: 'li-love2',
      uploadId,
      designImage: 'Notre été.png',
      customText: TEXT,
      fontSize: 'large',
      textColor: '#1E40AF',
    };
    await t.http().post('/api/cart').send(customDesignBody(sessionId, design)).expect(201);
    const withoutText = customDesignBody(sessionId, { ...design, customText: undefined });
    await t.http().post('/api/cart').send(withoutText).expect(201);
    const candle = await insertProduct(t, { price: '20.00', name: 'Calm Candle' });
    await addToCart(t, sessionId, candle.id, 1).expect(201);
    orderId = (await checkout(t, checkoutBody(sessionId)).expect(201)).body.id as number;
    const detail = await t
      .http()
      .get(`/api/admin/orders/${orderId}`)
      .set('Cookie', cookie)
      .expect(200);
    lines = (detail.body as AdminOrderDetail).items;

    const otherSession = newSessionId();
    await t.http().post('/api/cart').send(customDesignBody(otherSession)).expect(201);
    otherOrderId = (await checkout(t, checkoutBody(otherSession)).expect(201)).body.id as number;
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows every custom line's design and the links to its proof and upload", () => {
    expect(lines).toHaveLength(3);
    expect(line('with text')).toMatchObject({
      isCustomDesign: true,
      variantLabel: 'M',
      customDesignData: {
        productType: 'tshirts',
        size: 'M',
        templateId: 'li-love2',
        customText: TEXT,
        fontSize: 'large',
        textColor: '#1E40AF',
        uploadId,
      },
      proofUrl: proofPath(orderId, line('with text').id),
      uploadDownloadUrl: uploadPath(orderId, line('with text').id),
    });
    expect(line('product')).toMatchObject({
      isCustomDesign: false,
      customDesignData: null,
      proofUrl: null,
      uploadDownloadUrl: null,
    });
  });

  it('draws the proof at print size (300 dpi) with the text in its colour, and the upload', async () => {
    const res = await t
      .http()
      .get(proofPath(orderId, line('with text').id))
      .set('Cookie', cookie)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    const png = res.body as Buffer;
    const image = await loadImage(png);
    // The T-shirt's print area (340 x 520 board units) at 10 in wide and 300 dpi.
    expect(proofSize('tshirts')).toMatchObject({ width: 3000, height: 4588 });
    expect({ width: image.width, height: image.height }).toEqual({ width: 3000, height: 4588 });

    const bare = await t
      .http()
      .get(proofPath(orderId, line('without text').id))
      .set('Cookie', cookie)
      .buffer(true)
      .parse(binary)
      .expect(200);
    // The text sits in the lower part of the print area, under the artwork.
    const textArea = Math.round(image.height * 0.55);
    const blueWithText = await countPixels(png, BLUE, textArea);
    const blueWithout = await countPixels(bare.body as Buffer, BLUE, textArea);
    expect(blueWithout).toBe(0);
    // Three words at 300 dpi in a large font: many thousands of the text's pixels.
    expect(blueWithText).toBeGreaterThan(20_000);
    // The uploaded image (green) is drawn too, large.
    expect(await countPixels(png, { r: 0x10, g: 0xb9, b: 0x81 })).toBeGreaterThan(500_000);
  });

  it('lets the owner download the upload as it was uploaded: its bytes, type and name', async () => {
    const res = await t
      .http()
      .get(uploadPath(orderId, line('with text').id))
      .set('Cookie', cookie)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(upload.length));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Notre _t_.png"; filename*=UTF-8''Notre%20%C3%A9t%C3%A9.png`,
    );
    expect(Buffer.compare(res.body as Buffer, upload)).toBe(0);
    const image = await loadImage(res.body as Buffer);
    expect({ width: image.width, height: image.height }).toEqual({ width: 640, height: 480 });
  });

  it('refuses anyone but the owner', async () => {
    const shopper = newSessionId();
    for (const path of [
      proofPath(orderId, line('with text').id),
      uploadPath(orderId, line('with text').id),
    ]) {
      const res = await t.http().get(path).set('X-Session-Id', shopper);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ message: 'Please sign in.' });
    }
  });

  it('answers 404 for an unknown order or line, or a line of another order; 400 for a bad id', async () => {
    const item = line('with text').id;
    const cases: [string, number, string][] = [
      [proofPath(2_000_000_000, item), 404, 'Order not found'],
      [proofPath(orderId, 2_000_000_000), 404, 'Order item not found'],
      [proofPath(otherOrderId, item), 404, 'Order item not found'],
      [uploadPath(otherOrderId, item), 404, 'Order item not found'],
      [proofPath(orderId, 0), 400, '"0" is not a valid id.'],
      [`/api/admin/orders/abc/items/${item}/upload`, 400, '"abc" is not a valid id.'],
    ];
    for (const [path, status, message] of cases) {
      const res = await t.http().get(path).set('Cookie', cookie);
      expect({ path, status: res.status, message: res.body.message }).toEqual({
        path,
        status,
        message,
      });
    }
  });

  it('answers 409 for a line that is not custom, and 404 for the upload of a design without one', async () => {
    const proof = await t
      .http()
      .get(proofPath(orderId, line('product').id))
      .set('Cookie', cookie);
    expect(proof.status).toBe(409);
    expect(proof.body.message).toBe('This order line is not a custom design: it has no proof.');
    const other = await t.http().get(`/api/admin/orders/${otherOrderId}`).set('Cookie', cookie);
    const templateOnly = (other.body as AdminOrderDetail).items[0];
    expect(templateOnly.uploadDownloadUrl).toBeNull();
    const res = await t.http().get(uploadPath(otherOrderId, templateOnly.id)).set('Cookie', cookie);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This design has no uploaded image.');
  });

  it('says so when the upload has vanished: 409 for the proof, 404 for the download', async () => {
    await t.query('DELETE FROM uploads WHERE id = $1', [uploadId]);
    const item = line('with text').id;
    const proof = await t.http().get(proofPath(orderId, item)).set('Cookie', cookie);
    expect(proof.status).toBe(409);
    expect(proof.body.message).toBe(
      "The shopper's uploaded image for this design is no longer stored, so its proof cannot be drawn.",
    );
    const download = await t.http().get(uploadPath(orderId, item)).set('Cookie', cookie);
    expect(download.status).toBe(404);
    expect(download.body.message).toBe(
      "The shopper's uploaded image for this design is no longer stored.",
    );
  });
});
