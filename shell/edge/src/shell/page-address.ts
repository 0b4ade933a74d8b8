// What a page's server rendering depends on in its address: the path and the query parameters
// the page reads (the shell's route table names them, `pageQueryParams`). The renderers see
// this address alone, and the page cache keeps the page under it, so `/?utm_source=x`,
// `/?u=<anything>` and `/love-is?view=list&sort=newest&sort=x` cost no render of their own, and
// no address a visitor can type asks a remote for more than its render endpoint takes.
import { MAX_RENDER_PARAM_LENGTH } from '../remote/render-endpoint';

/** Longer paths name no page of the shop: they are refused (414) before anything renders. */
export const MAX_PAGE_PATH_LENGTH = 1024;
/** A parameter longer than this, as `name=value` in the address, is no value a page reads. */
export const MAX_QUERY_PARAM_LENGTH = 256;

/**
 * The page's address as its renderers see it: the path without trailing slashes, then each
 * parameter the page reads, in name order, with its first value (as `URLSearchParams.get`
 * reads it in the browser), percent-encoded one way; a parameter longer than
 * MAX_QUERY_PARAM_LENGTH is left out, and so is any that would make the address longer than a
 * remote's render endpoint takes. The path must be at most MAX_PAGE_PATH_LENGTH long.
 */
export function renderAddress(pathname: string, search: string, reads: readonly string[]): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const given = new URLSearchParams(search);
  let address = path;
  for (const name of [...new Set(reads)].sort()) {
    const value = given.get(name);
    if (value === null) continue;
    const pair = new URLSearchParams([[name, value]]).toString();
    if (pair.length > MAX_QUERY_PARAM_LENGTH) continue;
    const longer = `${address}${address === path ? '?' : '&'}${pair}`;
    if (longer.length > MAX_RENDER_PARAM_LENGTH) continue;
    address = longer;
  }
  return address;
}
