import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CheckoutPayments } from './checkout-payments.service';
import { ManualPayments } from './manual-payments';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { ProviderRefunds } from './provider-refunds';
import { StripePayments } from './stripe-payments';

/**
 * The configured payment provider (STRIPE_SECRET_KEY: Stripe; otherwise the owner's payment
 * link), the sessions checkout makes with it, and card refunds through it. Checkout imports this; payments.module.ts
 * (webhook, reconciliation) imports it and the orders.
 */
@Module({
  providers: [
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): PaymentProvider =>
        config.payments.provider === 'stripe'
          ? new StripePayments(config.payments)
          : new ManualPayments(),
    },
    CheckoutPayments,
    ProviderRefunds,
  ],
  exports: [PAYMENT_PROVIDER, CheckoutPayments, ProviderRefunds],
})
export class PaymentProviderModule {}
