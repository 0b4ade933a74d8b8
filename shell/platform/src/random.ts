// Not part of the public API (index.ts does not export it): the platform's own random ids.

/** 128 bits from the crypto source, in hex (getRandomValues works on plain http too). */
export function random128Hex(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
