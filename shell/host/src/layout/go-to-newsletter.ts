import { NEWSLETTER_INPUT_ID, NEWSLETTER_SECTION_ID } from '@healing/platform';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useIsApp } from './use-disclosure';

/** Resolves with the element once it is in the page, or null after `timeoutMs`. */
export function waitForElement(selector: string, timeoutMs: number): Promise<HTMLElement | null> {
  const found = document.querySelector<HTMLElement>(selector);
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const element = document.querySelector<HTMLElement>(selector);
      if (element) finish(element);
    });
    const timer = setTimeout(() => finish(null), timeoutMs);
    function finish(element: HTMLElement | null) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(element);
    }
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/** Resolves once `element` has stopped moving (sections above it finished loading), or after 3 s. */
function settled(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    let last = element.getBoundingClientRect().top + window.scrollY;
    let stableFor = 0;
    let waited = 0;
    const timer = setInterval(() => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      stableFor = top === last ? stableFor + 100 : 0;
      last = top;
      waited += 100;
      if (stableFor >= 300 || waited >= 3000) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
  });
}

/** The history state of a visit headed for the newsletter sign-up (the footer's Subscribe Now). */
interface NewsletterState {
  toNewsletter?: boolean;
}

/**
 * The footer's Subscribe Now (DECISIONS.md): to the home page, headed for its newsletter block.
 * The home page does the rest (useNewsletterArrival), wherever the visitor was.
 */
export function useGoToNewsletter(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    const state: NewsletterState = { toNewsletter: true };
    void navigate('/', { state, replace: pathname === '/' });
  }, [navigate, pathname]);
}

/**
 * On the home page: whether the visitor is headed for the newsletter block (Subscribe Now, or an
 * address ending in #newsletter, the footer's link without JavaScript); if so, once the block
 * has come (a remote's section) and the sections above it have settled, its e-mail input is
 * brought on screen and focused.
 */
export function useNewsletterArrival(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  // The server sees neither the address's hash nor the history's state: while the app hydrates
  // its HTML, the page is drawn as the server drew it (the sign-up below the fold, deferred).
  const isApp = useIsApp();
  const isHeaded =
    isApp &&
    (location.hash === `#${NEWSLETTER_SECTION_ID}` ||
      (location.state as NewsletterState | null)?.toNewsletter === true);

  useEffect(() => {
    if (!isHeaded) return undefined;
    let isCancelled = false;
    void (async () => {
      document.getElementById(NEWSLETTER_SECTION_ID)?.scrollIntoView({ block: 'center' });
      const input = await waitForElement(`#${NEWSLETTER_INPUT_ID}`, 10_000);
      if (!input || isCancelled) return;
      input.scrollIntoView({ block: 'center', behavior: 'instant' });
      await settled(input);
      if (isCancelled) return;
      input.scrollIntoView({ block: 'center', behavior: 'instant' });
      input.focus({ preventScroll: true });
      // Done: a reload or a step back through history does not do it again.
      if (!location.hash) void navigate('.', { replace: true, state: null });
    })();
    return () => {
      isCancelled = true;
    };
    // Once per visit to the page (location.key), however it re-renders meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, isHeaded]);
  return isHeaded;
}
