import { act } from '@testing-library/react';

// jsdom's XMLHttpRequest would reach for a network: this one records each request and lets the
// test answer it, report upload progress, or fail it.
export class FakeXhr {
  static requests: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  isAborted = false;

  constructor() {
    FakeXhr.requests.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
  }

  abort() {
    this.isAborted = true;
    this.onabort?.();
  }

  /** The file sent in the multipart field `name`. */
  sentFile(name = 'file'): File | null {
    return this.body instanceof FormData ? (this.body.get(name) as File | null) : null;
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  failNetwork() {
    this.onerror?.();
  }
}

/** Replaces window.XMLHttpRequest until `restore`. */
export function installFakeXhr() {
  const original = window.XMLHttpRequest;
  FakeXhr.requests = [];
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    get requests() {
      return FakeXhr.requests;
    },
    restore: () => {
      window.XMLHttpRequest = original;
    },
  };
}

/** A File of `size` bytes (the content is never read by the client checks). */
export function fileOf(name: string, type: string, size = 2048): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Runs an answer (`request.respond(...)`) and lets the page settle on it. */
export function answer(run: () => void): Promise<void> {
  return act(async () => {
    run();
    await Promise.resolve();
  });
}
