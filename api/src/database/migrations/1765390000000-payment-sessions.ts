import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payment through a provider (payments/).
 *
 * - `payment_sessions`: each hosted payment page made for an order (one per attempt: a new one
 *   only after the last expired or failed), with what it asks for in integer cents and where it
 *   stands (open, processing: the bank is still deciding, paid, failed, expired, mismatch: paid
 *   an amount or currency other than the order's, left for the owner). Indexed by state and age
 *   for the reconciliation that asks the provider about sessions left open.
 * - `payment_events`: the id of every provider event acted on, once. The row is inserted
 *   (ON CONFLICT DO NOTHING) in the transaction that changes the order, so a second delivery of
 *   the same event, on any replica and at any moment, finds it and changes nothing.
 */
export class PaymentSessions1765390000000 implements MigrationInterface {
  name = 'PaymentSessions1765390000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payment_sessions (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        provider varchar(20) NOT NULL,
        attempt integer NOT NULL CHECK (attempt > 0),
        session_id varchar(255) NOT NULL,
        url text,
        state varchar(20) NOT NULL DEFAULT 'open'
          CHECK (state IN ('open', 'processing', 'paid', 'failed', 'expired', 'mismatch')),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency char(3) NOT NULL,
        payment_reference varchar(255),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_payment_sessions_session UNIQUE (provider, session_id),
        CONSTRAINT uq_payment_sessions_attempt UNIQUE (order_id, attempt)
      )`);
    await queryRunner.query(
      `CREATE INDEX idx_payment_sessions_unsettled ON payment_sessions (created_at)
        WHERE state IN ('open', 'processing')`,
    );
    await queryRunner.query(`
      CREATE TABLE payment_events (
        provider varchar(20) NOT NULL,
        event_id varchar(255) NOT NULL,
        type varchar(80) NOT NULL,
        order_id integer REFERENCES orders (id) ON DELETE SET NULL,
        outcome varchar(30) NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, event_id)
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS payment_events`);
    await queryRunner.query(`DROP TABLE IF EXISTS payment_sessions`);
  }
}
