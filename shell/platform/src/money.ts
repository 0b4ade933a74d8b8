// Money on the wire is a decimal string ("24.99"); on screen it is formatted once, here, from
// whole cents. Written out rather than with Intl.NumberFormat: the shop has one currency and one
// locale, and creating the formatter costs the browser's main thread 10-30 ms while the page
// starts.

/** "24.99" -> 2499. Refuses anything that is not a plain amount with at most two decimals. */
export function toCents(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not an amount: "${text}"`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** 2499 -> "$24.99", 125000 -> "$1,250.00", -500 -> "-$5.00" (en-US, USD) */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const rest = String(whole % 100).padStart(2, '0');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${rest}`;
}

/** "24.99" -> "$24.99" */
export function formatMoney(amount: string | number): string {
  return formatCents(toCents(amount));
}
