import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the credential of one confirmation link. */
export function newConfirmationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256, so the table alone confirms nobody. */
export function confirmationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The shop's confirmation page: it explains, and confirms only on its button. */
export function confirmationPageUrl(shopOrigin: string, token: string): string {
  return `${shopOrigin.replace(/\/+$/, '')}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}
