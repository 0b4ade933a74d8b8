import {
  CARD_MESSAGES,
  checkCardField,
  formatExpiryInput,
  isExpired,
  isValidCardNumber,
  parseExpiry,
  validateCard,
} from './card-rules';

const june2026 = new Date(2026, 5, 15);

describe('card number (Luhn)', () => {
  it.each(['4242 4242 4242 4242', '4111-1111-1111-1111', '5555555555554444', '378282246310005'])(
    'accepts %s',
    (number) => expect(isValidCardNumber(number)).toBe(true),
  );

  it.each([
    ['a wrong check digit', '4242 4242 4242 4241'],
    ['letters', '4242 4242 4242 424a'],
    ['too few digits', '42424242424'],
    ['too many digits', '42424242424242424242'],
    ['nothing', ''],
  ])('refuses %s', (_case, number) => expect(isValidCardNumber(number)).toBe(false));
});

describe('expiry (MM/YY, not past)', () => {
  it('reads MM/YY', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('7/29')).toBeNull();
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('00/29')).toBeNull();
    expect(parseExpiry('0729')).toBeNull();
  });

  it('keeps a card good through its expiry month', () => {
    expect(isExpired({ month: 6, year: 2026 }, june2026)).toBe(false);
    expect(isExpired({ month: 5, year: 2026 }, june2026)).toBe(true);
    expect(isExpired({ month: 12, year: 2025 }, june2026)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, june2026)).toBe(false);
  });

  it('says which is wrong: the shape or the date', () => {
    expect(checkCardField('expiry', '1/27', june2026)).toBe(CARD_MESSAGES.expiry);
    expect(checkCardField('expiry', '05/26', june2026)).toBe(CARD_MESSAGES.expired);
    expect(checkCardField('expiry', '06/26', june2026)).toBeUndefined();
  });

  it('formats typing into MM/YY', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('12/30')).toBe('12/30');
    expect(formatExpiryInput('123099')).toBe('12/30');
  });
});

describe('the whole card', () => {
  it('accepts a good card and names every wrong field', () => {
    expect(
      validateCard(
        { cardholderName: 'Maya Lin', cardNumber: '4242424242424242', expiry: '12/30', cvv: '123' },
        june2026,
      ),
    ).toEqual({});
    expect(
      validateCard({ cardholderName: ' ', cardNumber: '1234', expiry: '', cvv: '12' }, june2026),
    ).toEqual({
      cardholderName: CARD_MESSAGES.cardholderName,
      cardNumber: CARD_MESSAGES.cardNumber,
      expiry: CARD_MESSAGES.expiry,
      cvv: CARD_MESSAGES.cvv,
    });
  });

  it('takes 3 or 4 digit CVVs only', () => {
    expect(checkCardField('cvv', '1234')).toBeUndefined();
    expect(checkCardField('cvv', '12345')).toBe(CARD_MESSAGES.cvv);
    expect(checkCardField('cvv', '12a')).toBe(CARD_MESSAGES.cvv);
  });
});
