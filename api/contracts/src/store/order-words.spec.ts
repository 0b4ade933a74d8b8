import { ORDER_STATUSES } from './orders';
import {
  orderLinkPath,
  orderRefundLine,
  orderStatusWords,
  ORDER_LINK_TOKEN_PATTERN,
  trackingLink,
  carrierOfNumber,
  CARRIERS,
  CARRIER_NAMES,
} from './order-words';

describe("an order page's words", () => {
  it('says where the order stands, one status at a time', () => {
    const words = ORDER_STATUSES.map((status) => orderStatusWords({ id: 11, status }));
    expect(words).toEqual([
      { heading: 'Order Confirmed!', text: 'Order #11 has been successfully placed.' },
      {
        heading: 'Payment Received',
        text: 'Order #11 is paid, and we are preparing it with care.',
      },
      { heading: 'Your Order Is on Its Way', text: 'Order #11 has been shipped.' },
      { heading: 'Order Delivered', text: 'Order #11 has been delivered.' },
      { heading: 'Order Cancelled', text: 'Order #11 has been cancelled.' },
    ]);
  });
});

describe("an order page's refund words", () => {
  const at = '2026-11-27T23:30:00.000Z';

  it('reads "Refunded" once everything paid was refunded, cancelled or not', () => {
    expect(
      orderStatusWords({
        id: 12,
        status: 'cancelled',
        refund: { amount: '36.99', at, full: true },
      }),
    ).toEqual({
      heading: 'Refunded',
      text: 'Order #12 has been cancelled and refunded in full: $36.99 on November 27, 2026.',
    });
    expect(
      orderStatusWords({
        id: 12,
        status: 'delivered',
        refund: { amount: '36.99', at, full: true },
      }),
    ).toEqual({
      heading: 'Refunded',
      text: 'Order #12 has been refunded in full: $36.99 on November 27, 2026.',
    });
    expect(orderRefundLine({ amount: '36.99', at, full: true })).toBeNull();
  });

  it('keeps the status of a partly refunded order, with the refund on a line of its own', () => {
    const refund = { amount: '10.00', at, full: false };
    expect(orderStatusWords({ id: 12, status: 'cancelled', refund })).toEqual({
      heading: 'Order Cancelled',
      text: 'Order #12 has been cancelled.',
    });
    expect(orderRefundLine(refund)).toBe('Refunded $10.00 on November 27, 2026');
    expect(orderRefundLine(undefined)).toBeNull();
  });
});

describe('trackingLink', () => {
  it('names UPS and USPS from the shape of the number, and links their tracking page', () => {
    expect(trackingLink('1Z999AA10123456784')).toEqual({
      carrier: 'UPS',
      url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    expect(trackingLink('9400 1000 0000 0000 0000 00')).toEqual({
      carrier: 'USPS',
      url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    });
    expect(trackingLink('EA123456789US')?.carrier).toBe('USPS');
  });

  it('links nothing for a number of no known shape', () => {
    expect(trackingLink('TRACK1')).toBeNull();
    expect(trackingLink('1Z<script>')).toBeNull();
    expect(trackingLink(null)).toBeNull();
  });

  it("follows the carrier the owner chose, whatever the number's shape", () => {
    expect(trackingLink('7749 1234 5678', 'fedex')).toEqual({
      carrier: 'FedEx',
      url: 'https://www.fedex.com/fedextrack/?trknbr=774912345678',
    });
    expect(trackingLink('1234567890', 'dhl')).toEqual({
      carrier: 'DHL Express',
      url: 'https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
    });
    // The owner's word wins over the shape; another carrier has no page the shop knows.
    expect(trackingLink('1Z999AA10123456784', 'usps')?.carrier).toBe('USPS');
    expect(trackingLink('1Z999AA10123456784', 'other')).toBeNull();
    // Whatever was typed reaches the carrier's page as one encoded value.
    expect(trackingLink('a&b=c', 'ups')?.url).toBe('https://www.ups.com/track?tracknum=A%26B%3DC');
  });

  it('suggests the carrier a number names, and none for any other', () => {
    expect(carrierOfNumber('1z999aa10123456784')).toBe('ups');
    expect(carrierOfNumber('EA123456789US')).toBe('usps');
    expect(carrierOfNumber('774912345678')).toBeNull();
    expect(carrierOfNumber(null)).toBeNull();
    expect(CARRIERS.map((carrier) => CARRIER_NAMES[carrier])).toEqual([
      'USPS',
      'UPS',
      'FedEx',
      'DHL Express',
      'Another carrier',
    ]);
  });
});

describe('orderLinkPath', () => {
  it("is the shop's page of a token", () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
    expect(ORDER_LINK_TOKEN_PATTERN.test(token)).toBe(true);
    expect(orderLinkPath(token)).toBe(`/orders/${token}`);
  });
});
