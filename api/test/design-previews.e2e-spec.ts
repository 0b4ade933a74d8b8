import { loadImage } from '@napi-rs/canvas';
import type { CartItemDto, ShopperOrderDto } from '@healing/contracts';
import { checkout, checkoutBody, customDesignBody } from './cart-fixtures';
import { binary, countPixels, solidPng, TEXT_BLUE, UPLOAD_GREEN } from './support/images';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

const BLUE = TEXT_BLUE;
const GREEN = UPLOAD_GREEN;

describe('the shopper sees the designed piece, not the raw upload', () => {
  let t: TestApp;
  let sessionId: string;
  let uploadId: string;
  let line: CartItemDto;

  const picture = (path: string) => t.http().get(path).buffer(true).parse(binary);

  beforeAll(async () => {
    t = await createTestApp();
    sessionId = newSessionId();
    const uploaded = await t
      .http()
      .post('/api/uploads')
      .set('X-Session-Id', sessionId)
      .attach('file', solidPng(1600, 1200, '#10B981'), {
        filename: 'garden.png',
        contentType: 'image/png',
      })
      .expect(201);
    uploadId = uploaded.body.id as string;
    const added = await t
      .http()
      .post('/api/cart')
      .send(
        customDesignBody(sessionId, {
          uploadId,
          designImage: 'garden.png',
          customText: 'You are enough',
          fontSize: 'extra-large',
          textColor: '#1E40AF',
        }),
      )
      .expect(201);
    line = added.body as CartItemDto;
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives the cart line the design's picture, drawn with its upload, template and text", async () => {
    const address = new URL(line.previewImage ?? '', 'http://shop.test');
    expect(address.pathname).toBe('/api/designs/preview.png');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      productType: 'tshirts',
      category: 'love-is',
      templateId: 'li-love2',
      customText: 'You are enough',
      fontSize: 'extra-large',
      textColor: '#1E40AF',
      uploadId,
      v: '1',
    });

    const res = await picture(line.previewImage ?? '').expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const png = res.body as Buffer;
    const image = await loadImage(png);
    expect([image.width, image.height]).toEqual([240, 240]);
    // The shopper's photo and words are on the piece: not the raw photo, nor the template alone.
    expect(await countPixels(png, GREEN)).toBeGreaterThan(200);
    expect(await countPixels(png, BLUE)).toBeGreaterThan(40);
    expect(await countPixels(png, GREEN)).toBeLessThan(240 * 240 * 0.5);

    // A browser that holds it is told so; the same address is the same picture.
    await t
      .http()
      .get(line.previewImage ?? '')
      .set('If-None-Match', res.headers.etag)
      .expect(304);
    const again = await picture(line.previewImage ?? '').expect(200);
    expect((again.body as Buffer).equals(png)).toBe(true);
  });

  it('shows the same picture on the order page (the personal link answers the same order)', async () => {
    const { id } = (await checkout(t, checkoutBody(sessionId)).expect(201)).body as { id: number };
    const order = await t
      .http()
      .get(`/api/orders/${id}`)
      .set('X-Session-Id', sessionId)
      .expect(200);
    const ordered = (order.body as ShopperOrderDto).items.find((item) => item.isCustomDesign);
    expect(ordered?.image).toBe(line.previewImage);
    // The picture itself needs neither: its address is the design.
    await picture(line.previewImage ?? '').expect(200);
  });

  it('draws the photo where the shopper put it, on the cart line and in the order', async () => {
    const placer = newSessionId();
    const uploaded = await t
      .http()
      .post('/api/uploads')
      .set('X-Session-Id', placer)
      .attach('file', solidPng(1600, 1200, '#10B981'), {
        filename: 'garden.png',
        contentType: 'image/png',
      })
      .expect(201);
    // Top left of the shirt, without template or text: the photo alone, where it was put.
    const imagePlacement = { x: 0.2, y: 0.15, size: 0.3 };
    const added = await t
      .http()
      .post('/api/cart')
      .send(
        customDesignBody(placer, {
          uploadId: uploaded.body.id,
          imagePlacement,
          templateId: undefined,
          selectedDesign: undefined,
          customText: undefined,
        }),
      )
      .expect(201);
    const placed = added.body as CartItemDto;
    const address = new URL(placed.previewImage ?? '', 'http://shop.test');
    expect(address.searchParams.get('imagePlacement')).toBe('0.2,0.15,0.3');
    const png = (await picture(placed.previewImage ?? '').expect(200)).body as Buffer;
    // The shirt's area is (330, 290) 340 x 520 on the 1000-unit board, drawn 240 px wide: the
    // photo (4:3, 102 x 76.5 units) is centred at (398, 368) and ends above row 98.
    expect(await countPixels(png, GREEN)).toBeGreaterThan(350);
    expect(await countPixels(png, GREEN, 99)).toBe(0);
    // Unplaced, the same photo fills the area's width lower down.
    const { imagePlacement: _placement, ...unplaced } = Object.fromEntries(address.searchParams);
    const laidOut = (
      await picture(`/api/designs/preview.png?${new URLSearchParams(unplaced).toString()}`).expect(
        200,
      )
    ).body as Buffer;
    expect(await countPixels(laidOut, GREEN, 99)).toBeGreaterThan(1000);

    const { id } = (await checkout(t, checkoutBody(placer)).expect(201)).body as { id: number };
    const order = await t.http().get(`/api/orders/${id}`).set('X-Session-Id', placer).expect(200);
    const [item] = (order.body as ShopperOrderDto).items;
    expect(item.image).toBe(placed.previewImage);
    expect(item.customDesignData).toMatchObject({ imagePlacement });
  });

  it('refuses a placement in an address that is none', async () => {
    const res = await t
      .http()
      .get(
        `/api/designs/preview.png?productType=caps&category=love-is&uploadId=${uploadId}&imagePlacement=0.5,2,0.5`,
      )
      .expect(400);
    expect(JSON.stringify(res.body)).toContain('imagePlacement.y must be a number from 0 to 1');
  });

  it('draws a design without text or upload, and tells apart what differs', async () => {
    const plain = await picture(
      '/api/designs/preview.png?productType=caps&category=life-happens&templateId=lh-peace',
    ).expect(200);
    const worded = await picture(
      '/api/designs/preview.png?productType=caps&category=life-happens&templateId=lh-peace&customText=Breathe&textColor=%231E40AF',
    ).expect(200);
    expect((plain.body as Buffer).equals(worded.body as Buffer)).toBe(false);
    expect(await countPixels(plain.body as Buffer, BLUE)).toBe(0);
    expect(await countPixels(worded.body as Buffer, BLUE)).toBeGreaterThan(20);
  });

  it('refuses what no design could be, in JSON and uncached', async () => {
    const refused = async (query: string, message: string) => {
      const res = await t.http().get(`/api/designs/preview.png?${query}`).expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control'] ?? '').not.toMatch(/max-age=31536000/);
      expect(JSON.stringify(res.body)).toContain(message);
    };
    await refused('category=love-is', 'productType must be one of');
    await refused('productType=mugs&category=love-is', 'productType must be one of');
    await refused(
      'productType=caps&category=love-is&templateId=nothing-here',
      'templateId must be the id of a design template',
    );
    await refused(
      'productType=caps&category=love-is&textColor=red',
      'textColor must be a hex colour',
    );
    await refused(
      `productType=caps&category=love-is&customText=${'x'.repeat(61)}`,
      'Custom text can be at most 60 characters',
    );
    await refused('productType=caps&productType=books&category=love-is', 'productType');
    await refused('productType=caps&category=love-is&uploadId=..%2F..%2Fetc', 'uploadId');
  });

  it('answers 404 for an upload that is not stored', async () => {
    const res = await t
      .http()
      .get(
        '/api/designs/preview.png?productType=caps&category=love-is&uploadId=0b5e4c7a-6f1e-4b53-9a8e-3f0d7c2b1a99',
      )
      .expect(404);
    expect(res.body.message).toBe('The image of this design is not stored.');
  });

  it('stays responsive under a burst of different pictures: drawn, or refused with Retry-After', async () => {
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        t
          .http()
          .get(
            `/api/designs/preview.png?productType=caps&category=love-is&customText=Burst+${index}`,
          ),
      ),
    );
    for (const res of burst) {
      expect([200, 503]).toContain(res.status);
      if (res.status === 503) expect(res.headers['retry-after']).toBeDefined();
    }
    expect(burst.filter((res) => res.status === 200).length).toBeGreaterThanOrEqual(10);
    await t.http().get('/api/products').expect(200);
  });
});
