import type { AdminMailPreviewDto, AdminMailTemplatesDto } from '@healing/contracts/admin';
import { addOwner, signIn } from './support/owners';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';

const PASSWORD = 'heron-lantern-velvet-31';

describe('the back office previews every e-mail', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await addOwner(t, 'Iris', PASSWORD);
    cookie = await signIn(t, 'iris', PASSWORD);
  });
  afterAll(async () => {
    await t.close();
  });

  const asOwner = (path: string) => t.http().get(path).set('Cookie', cookie);

  it('is the owner’s alone', async () => {
    for (const path of ['/api/admin/emails', '/api/admin/emails/order-shipped']) {
      await t.http().get(path).expect(401);
      await t.http().get(path).set('X-Session-Id', newSessionId()).expect(401);
    }
  });

  it('lists every template with when it is sent and its subject', async () => {
    const res = await asOwner('/api/admin/emails').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { templates } = res.body as AdminMailTemplatesDto;
    expect(templates.map((template) => template.id)).toEqual([
      'order-confirmation',
      'order-payment-link',
      'order-paid',
      'order-shipped',
      'order-delivered',
      'order-cancelled',
      'order-refunded',
      'order-link',
      'order-links',
      'newsletter-confirmation',
      'newsletter-welcome',
      'contact-received',
      'owner-new-order',
      'owner-payment-alert',
      'owner-daily-digest',
      'owner-sign-in-alert',
    ]);
    expect(templates[3]).toEqual({
      id: 'order-shipped',
      name: 'Order shipped',
      description: expect.stringContaining('tracking link') as string,
      audience: 'shopper',
      subject: 'Your Healing Shop order #1042 is on its way',
    });
    expect(templates.at(-1)?.audience).toBe('owner');
  });

  it('renders each template as HTML and as text with sample data, links on the shop', async () => {
    const { templates } = (await asOwner('/api/admin/emails').expect(200))
      .body as AdminMailTemplatesDto;
    for (const template of templates) {
      const res = await asOwner(`/api/admin/emails/${template.id}`).expect(200);
      const preview = res.body as AdminMailPreviewDto;
      expect(preview).toMatchObject({ id: template.id, subject: template.subject });
      expect(preview.html).toMatch(/^<!DOCTYPE html PUBLIC/);
      expect(preview.html).toContain('Healing Shop');
      expect(preview.text.length).toBeGreaterThan(50);
    }
    const confirmation = (await asOwner('/api/admin/emails/order-confirmation').expect(200))
      .body as AdminMailPreviewDto;
    expect(confirmation.to).toBe('maya.rivers@example.com');
    expect(confirmation.html).toContain('Inner Peace Tee — M');
    expect(confirmation.html).toContain('Be gentle with yourself');
    expect(confirmation.html).toContain('href="http://localhost:8080/orders/');
    expect(confirmation.text).toContain('- 2 x Inner Peace Tee — M at $27.50 = $55.00');
    expect(confirmation.text).toContain('Discount (HEALING10): -$8.00');
    const shipped = (await asOwner('/api/admin/emails/order-shipped').expect(200))
      .body as AdminMailPreviewDto;
    expect(shipped.html).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
  });

  it('answers an unknown template 404 and a malformed one 400, in the shop’s words', async () => {
    const unknown = await asOwner('/api/admin/emails/order-refunded-twice').expect(404);
    expect(unknown.body).toMatchObject({
      statusCode: 404,
      message: 'E-mail template not found',
      error: 'Not Found',
    });
    // Inherited property names are no templates either.
    await asOwner('/api/admin/emails/constructor').expect(404);
    await asOwner('/api/admin/emails/tostring').expect(404);
    for (const bad of [
      'Order-Shipped',
      '%00',
      'a'.repeat(41),
      '..%2F..%2Fetc',
      '-x',
      '%3Cscript%3E',
    ]) {
      const res = await asOwner(`/api/admin/emails/${bad}`);
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
      expect(res.body.message).toBe(
        'template must be the name of an e-mail template, such as order-shipped',
      );
      expect(JSON.stringify(res.body)).not.toContain('script');
    }
  });

  it('stores nothing: no mail is queued by a preview', async () => {
    const before = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox');
    await asOwner('/api/admin/emails/order-confirmation').expect(200);
    await asOwner('/api/admin/emails/newsletter-welcome').expect(200);
    expect(await t.query('SELECT count(*)::int AS n FROM mail_outbox')).toEqual(before);
  });

  it('is kept out of the public OpenAPI document, as the rest of /api/admin', async () => {
    const doc = (await t.http().get('/api/docs/openapi.json').expect(200)).body as {
      paths: Record<string, unknown>;
    };
    expect(doc.paths['/api/admin/emails']).toBeUndefined();
    expect(doc.paths['/api/admin/emails/{template}']).toBeUndefined();
  });
});
