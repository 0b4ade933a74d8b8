// What a visitor did on the server's HTML before the app took it over, carried over to the app's
// own copy of the page. index.html's first script keeps it: the element that had focus and each
// button clicked (the click itself is held back, and the button shows it is waiting). The app
// renders the page afresh, so the elements are found again by what tells them apart: tag,
// accessible name, and how many alike come before them.
import { REMOTE_TIMEOUT_MS } from '../remotes/remote-error';
import { KEPT_INPUT_GLOBAL } from '../server-render-markers';

export interface ElementKey {
  tag: string;
  name: string;
  /** Among the elements of the same tag and name, in page order. */
  index: number;
}

export interface KeptInput {
  clicks: ElementKey[];
  focus: ElementKey | null;
}

/** The same name index.html's script reads: the label, else the text, spaces collapsed. */
function nameOf(element: Element): string {
  const name = element.getAttribute('aria-label') || element.textContent || '';
  return name.replace(/\s+/g, ' ').trim();
}

export function findByKey(key: ElementKey, root: ParentNode): HTMLElement | null {
  const alike = [...root.querySelectorAll<HTMLElement>(key.tag)].filter(
    (element) => nameOf(element) === key.name,
  );
  return alike[key.index] ?? null;
}

type KeptInputHolder = Partial<Record<typeof KEPT_INPUT_GLOBAL, KeptInput>>;

/** What the script kept, taken once (emptied in place: the script holds the same object). */
export function takeKeptInput(): KeptInput {
  const kept = (window as KeptInputHolder)[KEPT_INPUT_GLOBAL];
  if (!kept) return { clicks: [], focus: null };
  const taken = { clicks: kept.clicks.splice(0), focus: kept.focus };
  kept.focus = null;
  return taken;
}

const isUsable = (element: HTMLElement | null): element is HTMLElement =>
  !!element && !(element as HTMLButtonElement).disabled;

/**
 * The element once it is on the page and not disabled (a section still arriving, a button
 * waiting for its data), or null after `timeoutMs`.
 */
function whenUsable(key: ElementKey, root: HTMLElement, timeoutMs: number) {
  const now = findByKey(key, root);
  if (isUsable(now)) return Promise.resolve(now);
  return new Promise<HTMLElement | null>((resolve) => {
    const observer = new MutationObserver(() => {
      const element = findByKey(key, root);
      if (isUsable(element)) finish(element);
    });
    const timer = window.setTimeout(() => finish(null), timeoutMs);
    function finish(element: HTMLElement | null) {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve(element);
    }
    observer.observe(root, { childList: true, subtree: true, attributes: true });
  });
}

/**
 * Once the app has taken over `root`: focus goes back where the visitor had it, then each kept
 * click is carried out, in the order given. A button whose section is late (a slow remote that
 * missed the take-over comes in a little after) is waited for; one that never comes back is let
 * go after `timeoutMs`.
 */
export async function carryOutKeptInput(
  root: HTMLElement,
  { timeoutMs = 5 * REMOTE_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<void> {
  const { clicks, focus } = takeKeptInput();
  const active = document.activeElement;
  if (focus && (!active || active === document.body)) {
    findByKey(focus, root)?.focus({ preventScroll: true });
  }
  for (const key of clicks) {
    const button = await whenUsable(key, root, timeoutMs);
    button?.click();
  }
}
