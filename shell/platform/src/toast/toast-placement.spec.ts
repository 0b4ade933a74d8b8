import { boxesToAvoid, placeToasts, TOAST_AVOID_ATTRIBUTE } from './toast-placement';

const phone = { viewportHeight: 800, toasts: { height: 100, left: 0, right: 390 } };
const box = (top: number, bottom: number, left = 0, right = 390) => ({ top, bottom, left, right });

describe('placeToasts', () => {
  it('stands at the bottom when nothing there is needed', () => {
    expect(placeToasts({ ...phone, avoid: [box(0, 60)] })).toBe(700);
  });

  it("moves to the top when the bottom holds the next control (the cart's checkout)", () => {
    expect(placeToasts({ ...phone, avoid: [box(640, 780)] })).toBe(0);
  });

  it('stands just clear of what is needed at both ends (an open cart)', () => {
    // The drawer's header with its close button at the top, its checkout at the bottom.
    const placed = placeToasts({ ...phone, avoid: [box(0, 64), box(600, 800)] });
    expect(placed).toBe(500);
  });

  it('ignores what is beside its column (a field on the right while it stands on the left)', () => {
    const desktop = { viewportHeight: 900, toasts: { height: 120, left: 0, right: 420 } };
    expect(placeToasts({ ...desktop, avoid: [box(800, 860, 700, 1200)] })).toBe(780);
    expect(placeToasts({ ...desktop, avoid: [box(800, 860, 200, 600)] })).toBe(0);
  });

  it('keeps to the bottom on a screen too small to clear everything', () => {
    expect(placeToasts({ ...phone, avoid: [box(0, 800)] })).toBe(700);
  });
});

describe('boxesToAvoid', () => {
  const at = (element: Element, top: number, height = 40) =>
    jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({
      ...box(top, top + height),
      x: 0,
      y: top,
      width: 390,
      height,
      toJSON: () => ({}),
    });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps clear of marked elements on screen and of the control in use', () => {
    document.body.innerHTML = `
      <div ${TOAST_AVOID_ATTRIBUTE} id="checkout"></div>
      <div ${TOAST_AVOID_ATTRIBUTE} id="hidden"></div>
      <input id="email" />
      <ol id="toasts"><li><button id="dismiss">×</button></li></ol>`;
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    at(byId('checkout'), 700);
    jest.spyOn(byId('hidden'), 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 0, 0));
    at(byId('email'), 300);
    byId('email').focus();
    expect(boxesToAvoid(document, byId('toasts')).map(({ top }) => top)).toEqual([700, 300]);
  });

  it("keeps clear of a focused field's send button too", () => {
    document.body.innerHTML = `
      <form><input id="email" /><button id="send">Subscribe</button></form>
      <ol id="toasts"></ol>`;
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    at(byId('email'), 600);
    at(byId('send'), 650);
    byId('email').focus();
    expect(boxesToAvoid(document, byId('toasts')).map(({ top }) => top)).toEqual([600, 650]);
  });

  it('does not keep clear of itself, nor of a focused dialog', () => {
    document.body.innerHTML = `
      <div role="dialog" tabindex="-1" id="drawer"></div>
      <ol id="toasts"><li><button id="dismiss">×</button></li></ol>`;
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    at(byId('drawer'), 0, 800);
    at(byId('dismiss'), 700);
    byId('dismiss').focus();
    expect(boxesToAvoid(document, byId('toasts'))).toEqual([]);
    byId('drawer').focus();
    expect(boxesToAvoid(document, byId('toasts'))).toEqual([]);
  });
});
