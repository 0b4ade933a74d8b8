import {
  PaymentEventRefused,
  PaymentProviderUnavailable,
  type PaymentProvider,
} from './payment-provider';

/**
 * No provider configured: the owner sends a payment link and marks the order paid, as always.
 * Checkout asks `takesPaymentOnline` first, so nothing here is reached in that flow.
 */
export class ManualPayments implements PaymentProvider {
  readonly name = 'manual';
  readonly takesPaymentOnline = false;

  createCheckoutSession(): Promise<never> {
    return Promise.reject(notConfigured());
  }

  retrieveSession(): Promise<never> {
    return Promise.reject(notConfigured());
  }

  expireSession(): Promise<never> {
    return Promise.reject(notConfigured());
  }

  refund(): Promise<never> {
    return Promise.reject(notConfigured());
  }

  retrieveRefund(): Promise<never> {
    return Promise.reject(notConfigured());
  }

  verifyEvent(): never {
    throw new PaymentEventRefused('No payment provider is configured');
  }
}

function notConfigured(): PaymentProviderUnavailable {
  return new PaymentProviderUnavailable('No payment provider is configured');
}
