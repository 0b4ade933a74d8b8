import type { EntityManager } from 'typeorm';

/**
 * A provider event acted on once: its id is recorded in `payment_events` (ON CONFLICT DO
 * NOTHING) in the caller's transaction, `apply` runs only when this delivery recorded it, and
 * what it did is noted beside the id. A second delivery, on any replica and at any moment
 * (after the first committed, or waiting on the same row lock), finds the id and changes
 * nothing: 'duplicate'.
 */
export async function actOnceOnEvent<Outcome extends string>(
  manager: EntityManager,
  provider: string,
  event: { id: string; type: string },
  orderId: number,
  apply: () => Promise<Outcome>,
): Promise<Outcome | 'duplicate'> {
  const recorded: unknown[] = await manager.query(
    `INSERT INTO payment_events (provider, event_id, type, order_id, outcome)
     VALUES ($1, $2, $3, $4, 'received')
     ON CONFLICT DO NOTHING RETURNING event_id`,
    [provider, event.id, event.type, orderId],
  );
  if (recorded.length === 0) return 'duplicate';
  const outcome = await apply();
  await manager.query(
    'UPDATE payment_events SET outcome = $3 WHERE provider = $1 AND event_id = $2',
    [provider, event.id, outcome],
  );
  return outcome;
}
