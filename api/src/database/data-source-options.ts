import type { DataSourceOptions } from 'typeorm';
import { AbandonedQuerySubscriber } from './abandoned-query.subscriber';
import { entities } from './entities';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema';
import { CartAddRequests1764000000000 } from './migrations/1764000000000-cart-add-requests';
import { StoryAndContactKeys1764100000000 } from './migrations/1764100000000-story-and-contact-keys';
import { MailOutboxLeases1764200000000 } from './migrations/1764200000000-mail-outbox-leases';
import { WriteLimits1764250000000 } from './migrations/1764250000000-write-limits';
import { UploadsInDatabase1764300000000 } from './migrations/1764300000000-uploads-in-database';
import { OwnersSessionsAudit1764400000000 } from './migrations/1764400000000-owners-sessions-audit';
import { OrderLifecycle1764500000000 } from './migrations/1764500000000-order-lifecycle';
import { ProductAdmin1764600000000 } from './migrations/1764600000000-product-admin';
import { MessagesSubscribersAdmin1764700000000 } from './migrations/1764700000000-messages-subscribers-admin';
import { CartPromosAndCustomNames1764800000000 } from './migrations/1764800000000-cart-promos-and-custom-names';
import { VisitorTextWithoutHiddenCharacters1764900000000 } from './migrations/1764900000000-visitor-text-without-hidden-characters';
import { SignInFailures1765040000000 } from './migrations/1765040000000-sign-in-failures';
import { NewsletterDoubleOptIn1765050000000 } from './migrations/1765050000000-newsletter-double-opt-in';
import { SocialCards1765200000000 } from './migrations/1765200000000-social-cards';
import { UploadReadLimits1765270000000 } from './migrations/1765270000000-upload-read-limits';
import { CartActivity1765280000000 } from './migrations/1765280000000-cart-activity';
import { Reviews1765320000000 } from './migrations/1765320000000-reviews';
import { OrderLinks1765330000000 } from './migrations/1765330000000-order-links';
import { ProductSearch1765310000000 } from './migrations/1765310000000-product-search';
import { VariantsStock1765300000000 } from './migrations/1765300000000-variants-stock';
import { DiscountCodes1765340000000 } from './migrations/1765340000000-discount-codes';
import { MailHtmlBody1765350000000 } from './migrations/1765350000000-mail-html-body';
import { OwnerDigests1765360000000 } from './migrations/1765360000000-owner-digests';
import { RefundsAndUndo1765370000000 } from './migrations/1765370000000-refunds-and-undo';
import { OrderCarrier1765380000000 } from './migrations/1765380000000-order-carrier';
import { PaymentSessions1765390000000 } from './migrations/1765390000000-payment-sessions';
import { PaymentFlagged1765400000000 } from './migrations/1765400000000-payment-flagged';
import { PaymentReceived1765410000000 } from './migrations/1765410000000-payment-received';
import { RefundStates1765420000000 } from './migrations/1765420000000-refund-states';
import { DataVersion1765430000000 } from './migrations/1765430000000-data-version';
import { SnakeNamingStrategy } from './snake-naming.strategy';

export const migrations = [
  InitialSchema1763800000000,
  CartAddRequests1764000000000,
  StoryAndContactKeys1764100000000,
  MailOutboxLeases1764200000000,
  WriteLimits1764250000000,
  UploadsInDatabase1764300000000,
  OwnersSessionsAudit1764400000000,
  OrderLifecycle1764500000000,
  ProductAdmin1764600000000,
  MessagesSubscribersAdmin1764700000000,
  CartPromosAndCustomNames1764800000000,
  VisitorTextWithoutHiddenCharacters1764900000000,
  SignInFailures1765040000000,
  NewsletterDoubleOptIn1765050000000,
  SocialCards1765200000000,
  UploadReadLimits1765270000000,
  CartActivity1765280000000,
  VariantsStock1765300000000,
  ProductSearch1765310000000,
  Reviews1765320000000,
  OrderLinks1765330000000,
  DiscountCodes1765340000000,
  MailHtmlBody1765350000000,
  OwnerDigests1765360000000,
  RefundsAndUndo1765370000000,
  OrderCarrier1765380000000,
  PaymentSessions1765390000000,
  PaymentFlagged1765400000000,
  PaymentReceived1765410000000,
  RefundStates1765420000000,
  DataVersion1765430000000,
];

/**
 * While PostgreSQL is away or stuck a request fails within about two seconds, as a 503 the
 * shopper can retry, instead of hanging: it waits at most 2 s for a connection (pool full,
 * server refusing or not answering), a statement runs at most 2 s on the server, and the
 * driver gives up on an answer after 2.5 s (a server that stopped answering mid-query; see
 * abandoned-query.subscriber.ts for what happens to that connection).
 * A migration that needs longer sets `SET LOCAL statement_timeout = 0` itself.
 */
export const DATABASE_TIMEOUTS = {
  connectionTimeoutMillis: 2000,
  statement_timeout: 2000,
  query_timeout: 2500,
  // A transaction left open by a client that vanished must not hold its locks for ever.
  idle_in_transaction_session_timeout: 10_000,
  keepAlive: true,
};

/** One place for how the API talks to PostgreSQL. `synchronize` is never on: migrations only. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    subscribers: [AbandonedQuerySubscriber],
    migrationsRun: false,
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    logging: ['error', 'warn', 'migration'],
    extra: {
      max: Number(process.env.DB_POOL_SIZE ?? 20),
      ...DATABASE_TIMEOUTS,
    },
  };
}
