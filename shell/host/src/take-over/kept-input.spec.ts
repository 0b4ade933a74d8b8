import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent } from '@testing-library/react';
import { KEPT_INPUT_GLOBAL } from '../server-render-markers';
import { carryOutKeptInput } from './kept-input';

/** index.html's first script, run as the browser runs it before the page is drawn. */
function runFirstScript() {
  const html = readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('index.html has no inline script');
  const element = document.createElement('script');
  element.textContent = script;
  document.head.append(element);
}

/** The server's HTML in #root, before the app takes it over. */
function serverPage(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root" data-server-rendered>${html}</div>`;
  return document.getElementById('root')!;
}

/** What the app's first frame does: the same page, drawn afresh, with live handlers. */
function takeOver(root: HTMLElement, html: string): void {
  root.innerHTML = html;
  root.removeAttribute('data-server-rendered');
}

const PRODUCT = `
  <a href="/love-is">Love Is</a>
  <button aria-label="Zoom in">+</button>
  <button type="button">Add to Cart</button>
  <button type="button">Add to Cart</button>`;

describe("index.html's first script and the take-over", () => {
  beforeAll(runFirstScript);

  it('marks the page as one where scripts run', () => {
    expect(document.documentElement).toHaveClass('js');
  });

  it('keeps a click on a button of the server HTML and carries it out on the same button after the take-over', async () => {
    const root = serverPage(PRODUCT);
    const early = jest.fn();
    root.addEventListener('click', early);
    const second = root.querySelectorAll('button')[2];
    fireEvent.click(second);
    fireEvent.click(second);
    expect(early).not.toHaveBeenCalled();
    expect(second).toHaveAttribute('aria-busy', 'true');
    expect(second).toHaveAttribute('data-kept-click');

    takeOver(root, PRODUCT);
    const clicked: string[] = [];
    root
      .querySelectorAll('button')
      .forEach((button, index) =>
        button.addEventListener('click', () => clicked.push(`button ${index}`)),
      );
    await carryOutKeptInput(root, { timeoutMs: 50 });
    expect(clicked).toEqual(['button 2']);
    // Kept once: nothing more to carry out.
    await carryOutKeptInput(root, { timeoutMs: 50 });
    expect(clicked).toEqual(['button 2']);
  });

  it('waits for a button that arrives after the first frame, and for it to be enabled', async () => {
    const root = serverPage(PRODUCT);
    fireEvent.click(root.querySelector('[aria-label="Zoom in"]')!);
    takeOver(root, '<p>Loading</p>');
    const zoom = jest.fn();
    const done = carryOutKeptInput(root, { timeoutMs: 1000 });
    root.innerHTML = '<button aria-label="Zoom in" disabled>+</button>';
    const button = root.querySelector('button')!;
    button.addEventListener('click', zoom);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(zoom).not.toHaveBeenCalled();
    button.disabled = false;
    await done;
    expect(zoom).toHaveBeenCalledTimes(1);
  });

  it('lets links, forms that post and the app itself have their clicks', () => {
    const root = serverPage(
      `${PRODUCT}<form action="/search"><button type="submit">Search</button></form>`,
    );
    const link = root.querySelector('a')!;
    const seen = jest.fn((event: Event) => event.preventDefault());
    root.addEventListener('click', seen);
    fireEvent.click(link);
    fireEvent.click(root.querySelector('form button')!);
    expect(seen).toHaveBeenCalledTimes(2);

    root.removeAttribute('data-server-rendered');
    fireEvent.click(root.querySelector('button')!);
    expect(seen).toHaveBeenCalledTimes(3);
    expect(root.querySelector('button')).not.toHaveAttribute('aria-busy');
    expect((window as unknown as Record<string, unknown>)[KEPT_INPUT_GLOBAL]).toEqual({
      clicks: [],
      focus: null,
    });
  });

  it('gives focus back to the element the visitor had reached', async () => {
    const root = serverPage(PRODUCT);
    root.querySelectorAll<HTMLButtonElement>('button')[1].focus();
    takeOver(root, PRODUCT);
    expect(document.activeElement).toBe(document.body);
    await carryOutKeptInput(root, { timeoutMs: 50 });
    expect(document.activeElement).toBe(root.querySelectorAll('button')[1]);
  });
});
