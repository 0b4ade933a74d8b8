// Money on the wire is a decimal string ("24.99"); on screen it is formatted once, here.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "24.99" -> 2499. Refuses anything that is not a plain amount with at most two decimals. */
export function toCents(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not an amount: "${text}"`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** 2499 -> "$24.99" */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** "24.99" -> "$24.99" */
export function formatMoney(amount: string | number): string {
  return formatCents(toCents(amount));
}
