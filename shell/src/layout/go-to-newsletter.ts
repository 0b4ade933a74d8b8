import { NEWSLETTER_INPUT_ID, NEWSLETTER_SECTION_ID } from '@healing/platform';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

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
      if (stableFor >= 400 || waited >= 3000) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
  });
}

/**
 * The footer's Subscribe Now (DECISIONS.md): go to the home page's newsletter block and put the
 * cursor in its e-mail input. The block is a remote's; the shell knows it only by its id.
 */
export function useGoToNewsletter(): () => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(async () => {
    if (pathname !== '/') await navigate('/');
    // The block loads when it comes near the screen: bring its section there first.
    (await waitForElement(`#${NEWSLETTER_SECTION_ID}`, 8000))?.scrollIntoView({ block: 'start' });
    const input = await waitForElement(`#${NEWSLETTER_INPUT_ID}`, 8000);
    if (input) {
      input.scrollIntoView({ block: 'center' });
      // The home page's other sections may still be arriving above it and push it down.
      await settled(input);
      input.scrollIntoView({ block: 'center' });
      input.focus({ preventScroll: true });
      return;
    }
    document.getElementById(NEWSLETTER_SECTION_ID)?.scrollIntoView({ block: 'start' });
  }, [navigate, pathname]);
}
