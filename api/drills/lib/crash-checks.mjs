// After a crash: every cart is either untouched (no order) or emptied with exactly one order
// holding exactly its lines; every acknowledged write is there; every e-mail is in the outbox.
/** @typedef {{ productId: number | null, variantId?: number | null, quantity: number }} Line */

const key = (/** @type {Line[]} */ lines) =>
  lines
    .map((l) => `${l.productId}/${l.variantId ?? '-'}x${l.quantity}`)
    .sort()
    .join(',');

/**
 * @param {import('pg').Client} db
 * @param {{ sessionId: string, lines: Line[] }[]} sessions
 */
export async function checkSessions(db, sessions) {
  const ids = sessions.map((s) => s.sessionId);
  /** @type {import('pg').QueryResult<{ session_id: string, product_id: number | null, variant_id: number | null, quantity: number }>} */
  const carts = await db.query(
    'SELECT session_id, product_id, variant_id, quantity FROM cart_items WHERE session_id = ANY($1)',
    [ids],
  );
  /** @type {import('pg').QueryResult<{ session_id: string, id: number, lines: string[] | null }>} */
  const orders = await db.query(
    `SELECT o.session_id, o.id, array_agg(i.product_id || '/' || coalesce(i.variant_id::text, '-') || 'x' || i.quantity) FILTER (WHERE i.id IS NOT NULL) AS lines
       FROM orders o LEFT JOIN order_items i ON i.order_id = o.id
      WHERE o.session_id = ANY($1) GROUP BY o.id`,
    [ids],
  );
  /** @type {Map<string, Line[]>} */
  const cartBySession = new Map();
  for (const row of carts.rows) {
    const lines = cartBySession.get(row.session_id) ?? [];
    lines.push({ productId: row.product_id, variantId: row.variant_id, quantity: row.quantity });
    cartBySession.set(row.session_id, lines);
  }
  /** @type {Map<string, (typeof orders.rows)[number][]>} */
  const ordersBySession = new Map();
  for (const row of orders.rows)
    ordersBySession.set(row.session_id, [...(ordersBySession.get(row.session_id) ?? []), row]);

  const states = { untouched: 0, ordered: 0, broken: /** @type {string[]} */ ([]) };
  for (const session of sessions) {
    const cart = cartBySession.get(session.sessionId) ?? [];
    const placed = ordersBySession.get(session.sessionId) ?? [];
    const whole = key(session.lines);
    if (placed.length === 0 && key(cart) === whole) states.untouched += 1;
    else if (
      placed.length === 1 &&
      cart.length === 0 &&
      (placed[0].lines ?? []).sort().join(',') === whole
    )
      states.ordered += 1;
    else
      states.broken.push(
        `${session.sessionId}: cart [${key(cart)}], ${placed.length} orders, expected [${whole}]`,
      );
  }
  return states;
}

/**
 * Sign-ups that were acknowledged (202) are stored; every stored sign-up has one confirmation
 * e-mail (double opt-in: the welcome gift follows the confirmation, which the storm never sends).
 * @param {import('pg').Client} db
 * @param {{ email: string, status: number }[]} signUps
 */
export async function checkSignUps(db, signUps) {
  const emails = signUps.map((s) => s.email);
  /** @type {import('pg').QueryResult<{ email: string, mails: number }>} */
  const stored = await db.query(
    `SELECT n.email, count(m.id)::int AS mails FROM newsletters n
       LEFT JOIN mail_outbox m ON m.to_address = n.email AND m.kind = 'newsletter-confirmation'
      WHERE n.email = ANY($1) GROUP BY n.email`,
    [emails],
  );
  const byEmail = new Map(stored.rows.map((row) => [row.email, row.mails]));
  const acknowledged = signUps.filter((s) => s.status === 202);
  return {
    acknowledged: acknowledged.length,
    stored: stored.rows.length,
    lost: acknowledged.filter((s) => !byEmail.has(s.email)).length,
    withoutOneMail: stored.rows.filter((row) => row.mails !== 1).length,
  };
}

/**
 * Waits until the outbox is empty of pending mail; then every sent mail must have its file.
 * @param {import('pg').Client} db
 * @param {string} mailDir
 */
export async function waitForMail(db, mailDir, timeoutMs = 60_000) {
  const { readdir } = await import('node:fs/promises');
  const deadline = Date.now() + timeoutMs;
  let pending;
  do {
    /** @type {import('pg').QueryResult<{ n: number }>} */
    const count = await db.query(
      "SELECT count(*)::int AS n FROM mail_outbox WHERE status <> 'sent'",
    );
    pending = count.rows[0].n;
    if (pending === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  } while (Date.now() < deadline);
  /** @type {import('pg').QueryResult<{ id: number, kind: string }>} */
  const sent = await db.query("SELECT id, kind FROM mail_outbox WHERE status = 'sent'");
  const files = new Set(await readdir(mailDir).catch(() => []));
  const withoutFile = sent.rows.filter((mail) => !files.has(`${mail.id}-${mail.kind}.eml`)).length;
  return { pending, sent: sent.rows.length, withoutFile };
}
