import { normaliseDiscountCode } from '@healing/contracts';
import {
  amountToFreeShippingCents,
  type DiscountRule,
  formatTotals,
  priceCart,
  unitPriceCents,
} from './pricing';

const line = (unitPriceCents: number, quantity = 1) => ({ unitPriceCents, quantity });

/** HEALING10's rule, as the migration seeds it. */
const HEALING10: DiscountRule = {
  code: 'HEALING10',
  kind: 'percentage',
  value: 10,
  minSubtotalCents: null,
  description: '10% off your items',
};
const fixed = (cents: number, minSubtotalCents: number | null = null): DiscountRule => ({
  code: 'FIVE',
  kind: 'fixed',
  value: cents,
  minSubtotalCents,
  description: 'an amount off',
});

describe('priceCart', () => {
  it('prices an empty cart at zero, shipping included', () => {
    expect(formatTotals(priceCart([]))).toEqual({
      subtotal: '0.00',
      discount: '0.00',
      shipping: '0.00',
      tax: '0.00',
      total: '0.00',
    });
    expect(priceCart([]).itemCount).toBe(0);
  });

  it('sums unit price times quantity and counts items', () => {
    const totals = priceCart([line(1250, 2), line(999, 3)]);
    expect(totals.subtotalCents).toBe(2500 + 2997);
    expect(totals.itemCount).toBe(5);
  });

  it('charges 9.99 shipping at exactly 50.00 and ships 50.01 free', () => {
    expect(formatTotals(priceCart([line(5000)]))).toMatchObject({ shipping: '9.99', tax: '4.00' });
    expect(priceCart([line(5000)]).totalCents).toBe(5000 + 999 + 400);
    expect(formatTotals(priceCart([line(5001)]))).toMatchObject({ shipping: '0.00', tax: '4.00' });
    expect(priceCart([line(5001)]).totalCents).toBe(5001 + 400);
  });

  it('decides shipping on the subtotal before the discount', () => {
    const totals = priceCart([line(5500)], HEALING10);
    expect(totals.discountCents).toBe(550);
    expect(totals.shippingCents).toBe(0);
  });

  it('rounds the discount and tax half-up to the cent', () => {
    // 10% of 33.35 is 3.335 -> 3.34; 8% of 30.01 is 2.4008 -> 2.40
    const totals = priceCart([line(3335)], HEALING10);
    expect(formatTotals(totals)).toEqual({
      subtotal: '33.35',
      discount: '3.34',
      shipping: '9.99',
      tax: '2.40',
      total: '42.40',
    });
  });

  it('rounds odd tax amounts half-up', () => {
    // 8% of 10.07 is 0.8056 -> 0.81; 8% of 0.06 is 0.0048 -> 0.00; 8% of 0.19 is 0.0152 -> 0.02
    expect(priceCart([line(1007)]).taxCents).toBe(81);
    expect(priceCart([line(6)]).taxCents).toBe(0);
    expect(priceCart([line(19)]).taxCents).toBe(2);
    // 8% of 18.75 is exactly 1.50; 8% of 0.5625 would be the half case: 6.25 -> 0.50
    expect(priceCart([line(1875)]).taxCents).toBe(150);
    expect(priceCart([line(625)]).taxCents).toBe(50);
  });

  it('taxes the amount after the discount', () => {
    const totals = priceCart([line(2000, 2)], HEALING10);
    expect(formatTotals(totals)).toEqual({
      subtotal: '40.00',
      discount: '4.00',
      shipping: '9.99',
      tax: '2.88',
      total: '48.87',
    });
  });

  it('gives nothing without a code', () => {
    expect(priceCart([line(3335)], null).discountCents).toBe(0);
    expect(priceCart([line(3335)], null).promoApplied).toBe(false);
    expect(priceCart([line(3335)]).belowMinimum).toBe(false);
  });

  it('takes a fixed amount off before tax, shipping still on the subtotal before it', () => {
    // 45.00 - 5.00 = 40.00; shipping 9.99 (45.00 is not above 50.00); tax 8% of 40.00 = 3.20
    expect(formatTotals(priceCart([line(4500)], fixed(500)))).toEqual({
      subtotal: '45.00',
      discount: '5.00',
      shipping: '9.99',
      tax: '3.20',
      total: '53.19',
    });
    // 55.00 ships free though 55.00 - 10.00 is below 50.00
    expect(priceCart([line(5500)], fixed(1000))).toMatchObject({
      discountCents: 1000,
      shippingCents: 0,
      taxCents: 360,
      totalCents: 4860,
    });
  });

  it('never takes the subtotal below 0 with a fixed amount', () => {
    expect(priceCart([line(300)], fixed(2000))).toMatchObject({
      discountCents: 300,
      taxCents: 0,
      totalCents: 999,
    });
  });

  it('applies from the minimum subtotal on (before discount), and says when it is below', () => {
    expect(priceCart([line(3999)], fixed(500, 4000))).toMatchObject({
      promoApplied: false,
      belowMinimum: true,
      discountCents: 0,
    });
    expect(priceCart([line(4000)], fixed(500, 4000))).toMatchObject({
      promoApplied: true,
      belowMinimum: false,
      discountCents: 500,
    });
  });
});

describe('discount codes', () => {
  it('are trimmed and matched in any letter case; blank is none', () => {
    expect(normaliseDiscountCode('  healing10 ')).toBe('HEALING10');
    expect(normaliseDiscountCode('Healing10\t')).toBe('HEALING10');
    expect(normaliseDiscountCode('   ')).toBeNull();
    expect(normaliseDiscountCode(undefined)).toBeNull();
  });
});

describe('amountToFreeShippingCents', () => {
  it('says how much more exceeds 50.00', () => {
    expect(amountToFreeShippingCents(0)).toBe(5001);
    expect(amountToFreeShippingCents(4000)).toBe(1001);
    expect(amountToFreeShippingCents(5000)).toBe(1);
    expect(amountToFreeShippingCents(5001)).toBe(0);
    expect(amountToFreeShippingCents(9000)).toBe(0);
  });
});

describe('unitPriceCents', () => {
  it('uses the custom price for custom lines and the product price otherwise', () => {
    expect(unitPriceCents({ isCustomDesign: true, customPrice: '25.00', product: null })).toBe(
      2500,
    );
    expect(
      unitPriceCents({ isCustomDesign: false, customPrice: '25.00', product: { price: '12.34' } }),
    ).toBe(1234);
    expect(unitPriceCents({ isCustomDesign: false, customPrice: '25.00', product: null })).toBe(0);
  });
});
