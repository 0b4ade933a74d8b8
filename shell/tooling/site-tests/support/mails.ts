// The e-mails the shop sends, as a shopper's inbox gets them. The suite runs without SMTP, so the
// API's outbox writes each mail as an RFC 822 file, <DATA_DIR>/mail/<outbox id>-<kind>.eml.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E } from './site';
import { expect } from './test';

const MAIL_DIR = path.join(E2E.dataDir, 'mail');

/** The whole texts of the e-mails of `kind` written so far, oldest first. */
export async function mailsOfKind(kind: string): Promise<string[]> {
  const names = (await readdir(MAIL_DIR).catch(() => [] as string[]))
    .filter((name) => name.endsWith(`-${kind}.eml`))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
  return Promise.all(names.map((name) => readFile(path.join(MAIL_DIR, name), 'utf8')));
}

/** A quoted-printable body with its soft line breaks and escapes undone. */
function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** One entity (the whole mail, or one part of a multipart one), its body decoded. */
function plainEntity(entity: string): string {
  const split = /\r?\n\r?\n/.exec(entity);
  if (!split) return entity;
  const headers = entity.slice(0, split.index + split[0].length);
  const body = entity.slice(split.index + split[0].length);
  if (/^Content-Transfer-Encoding:\s*quoted-printable\s*$/im.test(headers)) {
    return headers + decodeQuotedPrintable(body);
  }
  // The shop's mails are text with its HTML as the alternative: each part is decoded alone.
  const boundary = /^Content-Type:\s*multipart\/[a-z]+;\s*boundary="?([^"\r\n]+)"?/im.exec(
    headers.replace(/\r?\n[ \t]+/g, ' '),
  )?.[1];
  if (!boundary) return entity;
  const parts = body.split(`--${boundary}`);
  return (
    headers +
    parts.map((part, index) => (index === 0 ? part : plainEntity(part))).join(`--${boundary}`)
  );
}

/**
 * The mail with its quoted-printable bodies' soft line breaks and escapes undone (in each part
 * of a multipart mail: the plain text comes first, then its HTML), enough to find a link or a
 * number. The headers stay as written: a header's "?token=AB..." is not an escape (decoding it
 * ate the "=" and two characters of a List-Unsubscribe token once in 16).
 */
export function plain(mail: string): string {
  return plainEntity(mail);
}

/** Waits until a mail of `kind` holding every one of `texts` was written. */
export async function expectMail(kind: string, ...texts: string[]): Promise<void> {
  await expect
    .poll(
      async () =>
        (await mailsOfKind(kind))
          .map(plain)
          .some((mail) => texts.every((text) => mail.includes(text))),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** The newest mail of `kind` to `address`, as plain text, once it has been written. */
export async function newestMailTo(kind: string, address: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const mails = (await mailsOfKind(kind)).map(plain);
        found =
          mails.filter((mail) => new RegExp(`^To: ${address}\\r?$`, 'm').test(mail)).at(-1) ?? '';
        return found;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return found;
}

/** The path and query of the first link in `mail` that matches `pattern`, to open in the page. */
export function linkIn(mail: string, pattern: RegExp): string {
  const link = pattern.exec(mail)?.[0];
  expect(link, `a link matching ${pattern} in the mail`).toBeDefined();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** The confirmation page's link in a sign-up's confirmation mail. */
export const CONFIRM_LINK = /https?:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/;
