// The toaster keeps its toast clear of what the page marks as needed next, also when that
// arrives while the toast is up (the open cart's lines and checkout button, once the cart has
// answered): nothing then scrolls, resizes, moves focus or ends an animation.
import { act, cleanup, render, screen } from '@testing-library/react';
import ToasterImpl from './toaster-impl';
import { TOAST_AVOID_ATTRIBUTE } from './toast-placement';
import { dismissToast, toast } from './toast-store';

const SCREEN_HEIGHT = 800;
const TOASTS_HEIGHT = 80;

/** A box in the toasts' column (jsdom lays nothing out). */
function boxAt(top: number, height: number): DOMRect {
  return {
    x: 0,
    y: top,
    top,
    bottom: top + height,
    left: 0,
    right: 390,
    width: 390,
    height,
    toJSON: () => ({}),
  };
}

/** Runs the frames the toaster asked for. */
async function nextFrames() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe("the toaster's placement", () => {
  const realRect = Element.prototype.getBoundingClientRect;

  beforeEach(() => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: SCREEN_HEIGHT });
    Element.prototype.getBoundingClientRect = function rect(this: Element) {
      if (this.hasAttribute(TOAST_AVOID_ATTRIBUTE)) return boxAt(SCREEN_HEIGHT - 120, 120);
      if (this.matches('ol')) return boxAt(SCREEN_HEIGHT - TOASTS_HEIGHT, TOASTS_HEIGHT);
      return boxAt(0, 0);
    };
  });

  afterEach(() => {
    act(() => dismissToast());
    cleanup();
    Element.prototype.getBoundingClientRect = realRect;
    document.querySelectorAll(`[${TOAST_AVOID_ATTRIBUTE}]`).forEach((element) => element.remove());
  });

  it('moves its toast off a marked control that appears while it is up', async () => {
    render(<ToasterImpl />);
    act(() => {
      toast({ title: 'Added to Cart!' });
    });
    await screen.findByText('Added to Cart!');
    await nextFrames();
    const column = screen.getByRole('region').querySelector('ol')!;
    // Nothing needed at the bottom yet: the stylesheet's place there.
    expect(column.style.top).toBe('');

    // The cart answers: its footer, with Proceed to Checkout, fills the bottom of the screen.
    const footer = document.createElement('div');
    footer.setAttribute(TOAST_AVOID_ATTRIBUTE, '');
    act(() => {
      document.body.append(footer);
    });
    await nextFrames();
    expect(column.style.top).not.toBe('');
    expect(Number.parseFloat(column.style.top) + TOASTS_HEIGHT).toBeLessThanOrEqual(
      SCREEN_HEIGHT - 120,
    );
  });
});
