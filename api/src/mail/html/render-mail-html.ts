import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** What React Email's own render puts first: the doctype most mail clients expect. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * A mail's React Email template as the HTML document the outbox stores. React's static renderer
 * escapes every text and attribute value, so a visitor's words are data, never markup. It is
 * synchronous, so a mail is built where it is queued, in the caller's transaction, as the text
 * always was (React Email's `render` is asynchronous, for Suspense, which no template uses).
 */
export function renderMailHtml(template: ReactElement): string {
  return `${DOCTYPE}${renderToStaticMarkup(template)}`;
}
