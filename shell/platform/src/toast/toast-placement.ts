// Where the toasts stand. A toast must never cover the control the shopper needs next: the one
// they are using (the focused element, and its form's send button) and the ones a page marks with TOAST_AVOID_ATTRIBUTE (the
// cart's Proceed to Checkout, the open cart's own header). Toasts stand at the bottom when that
// is clear, else at the top, else just above or below whatever is in the way.

/** Marks an element toasts keep clear of while it is on screen. */
export const TOAST_AVOID_ATTRIBUTE = 'data-toast-avoid';

/** A box on screen, in CSS pixels from the viewport's top left (as getBoundingClientRect). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface ToastPlacementInput {
  /** The window's inner height. */
  viewportHeight: number;
  /** The toasts' column: its height, and the horizontal span it covers. */
  toasts: { height: number; left: number; right: number };
  /** What must stay visible. */
  avoid: readonly Box[];
}

function overlaps(
  top: number,
  bottom: number,
  span: Box | ToastPlacementInput['toasts'],
  box: Box,
) {
  return box.top < bottom && box.bottom > top && box.left < span.right && box.right > span.left;
}

/**
 * The top edge, in pixels, that the toasts' column should stand at: the lowest place that covers
 * none of `avoid` (the bottom of the screen first, then the top, then beside an obstacle), or the
 * bottom when nothing is clear (a screen too small to keep everything visible).
 */
export function placeToasts({ viewportHeight, toasts, avoid }: ToastPlacementInput): number {
  const bottom = Math.max(viewportHeight - toasts.height, 0);
  const inTheWay = avoid.filter((box) => box.left < toasts.right && box.right > toasts.left);
  const isClear = (top: number) =>
    top >= 0 &&
    top + toasts.height <= viewportHeight &&
    !inTheWay.some((box) => overlaps(top, top + toasts.height, toasts, box));
  if (isClear(bottom)) return bottom;
  if (isClear(0)) return 0;
  const besides = inTheWay
    .flatMap((box) => [box.top - toasts.height, box.bottom])
    .filter(isClear)
    .sort((a, b) => b - a);
  return besides[0] ?? bottom;
}

/** What a shopper works with: a focused page or dialog is not itself in the way. */
const CONTROLS = 'input, select, textarea, button, a[href], summary, [contenteditable], [role]';

function isShown(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

/** What the toasts (in `toasts`, their column) must keep clear of on this page just now. */
export function boxesToAvoid(document: Document, toasts: Element): Box[] {
  const marked = [...document.querySelectorAll(`[${TOAST_AVOID_ATTRIBUTE}]`)];
  const focused = document.activeElement;
  const isUsing =
    focused?.matches(CONTROLS) &&
    !focused.matches('[role="dialog"], [role="region"]') &&
    !toasts.contains(focused);
  // A field's form is sent with its button: the shopper who is told to fix the field needs both.
  const form = isUsing && focused instanceof HTMLInputElement ? focused.form : null;
  const sends = form ? [...form.querySelectorAll('button:not([type]), [type="submit"]')] : [];
  const using = isUsing && focused ? [focused, ...sends] : [];
  return [...marked, ...using].filter(isShown).map((element) => element.getBoundingClientRect());
}
