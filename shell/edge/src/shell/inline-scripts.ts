// The page's own inline scripts and the Content-Security-Policy: the policy allows script from
// the shell's and the remotes' origins, and inline script only by the hash of each script the
// shell's index.html itself carries (its first script, which marks the page as one where scripts
// run and keeps clicks until the app takes over). Never inline script in general.
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** What the browser runs; JSON-LD and the server's state are data blocks, never run. */
const RUN_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The script-src sources ('sha256-…') for the inline scripts of `html`, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!RUN_TYPES.has(type.toLowerCase())) continue;
    // The browser hashes the text as parsed: line breaks normalised, UTF-8.
    const text = body.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
