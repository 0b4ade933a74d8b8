// jsdom has no canvas: a 2D context that records what is drawn, so tests can read the preview's
// inputs (text, font, colour, images) as the canvas received them.
export interface DrawCall {
  method: string;
  args: unknown[];
  font: string;
  fillStyle: unknown;
}

export interface FakeCanvas {
  calls: DrawCall[];
  /** The text drawn since the last reset, with the font and colour it was drawn in. */
  texts: () => { text: string; font: string; fillStyle: unknown }[];
  reset: () => void;
  restore: () => void;
}

const RECORDED = [
  'fillText',
  'drawImage',
  'fill',
  'stroke',
  'fillRect',
  'clearRect',
  'setTransform',
];

function fakeContext(calls: DrawCall[]): CanvasRenderingContext2D {
  const state = { font: '10px sans-serif', fillStyle: '#000000' as unknown };
  const gradient = { addColorStop: () => undefined };
  const target: Record<string, unknown> = {
    measureText: (text: string) => {
      const size = Number(/(\d+(?:\.\d+)?)px/.exec(state.font)?.[1] ?? 10);
      return { width: text.length * size * 0.5 };
    },
    createRadialGradient: () => gradient,
    createLinearGradient: () => gradient,
  };
  return new Proxy(target, {
    get(object, key: string) {
      if (key === 'font') return state.font;
      if (key === 'fillStyle') return state.fillStyle;
      if (key in object) return object[key];
      return (...args: unknown[]) => {
        if (RECORDED.includes(key)) {
          calls.push({ method: key, args, font: state.font, fillStyle: state.fillStyle });
        }
      };
    },
    set(object, key: string, value: unknown) {
      if (key === 'font') state.font = String(value);
      else if (key === 'fillStyle') state.fillStyle = value;
      else object[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

export function installFakeCanvas(): FakeCanvas {
  const calls: DrawCall[] = [];
  const prototype = HTMLCanvasElement.prototype;
  const originals = {
    getContext: Object.getOwnPropertyDescriptor(prototype, 'getContext'),
    toBlob: Object.getOwnPropertyDescriptor(prototype, 'toBlob'),
  };
  const hadPath2D = 'Path2D' in globalThis;
  Object.defineProperty(prototype, 'getContext', {
    configurable: true,
    value: () => fakeContext(calls),
  });
  Object.defineProperty(prototype, 'toBlob', {
    configurable: true,
    value: (callback: BlobCallback, type?: string) =>
      callback(new Blob(['png'], { type: type ?? 'image/png' })),
  });
  if (!hadPath2D) {
    (globalThis as Record<string, unknown>).Path2D = class {
      constructor(readonly d?: string) {}
    };
  }
  return {
    calls,
    texts: () =>
      calls
        .filter((call) => call.method === 'fillText')
        .map((call) => ({
          text: String(call.args[0]),
          font: call.font,
          fillStyle: call.fillStyle,
        })),
    reset: () => {
      calls.length = 0;
    },
    restore: () => {
      if (originals.getContext)
        Object.defineProperty(prototype, 'getContext', originals.getContext);
      if (originals.toBlob) Object.defineProperty(prototype, 'toBlob', originals.toBlob);
      if (!hadPath2D) delete (globalThis as Record<string, unknown>).Path2D;
    },
  };
}
