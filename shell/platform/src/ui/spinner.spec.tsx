import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a named status, marked as waiting for scripts so a page without them hides it', () => {
    render(<Spinner label="Loading products" />);
    expect(screen.getByRole('status', { name: 'Loading products' })).toHaveAttribute(
      'data-js-only',
    );
  });

  it('says nothing more unless told what it waits for', () => {
    expect(renderToString(<Spinner label="Loading products" />)).not.toContain('noscript');
  });

  it('tells a page sent without JavaScript what could not load, with a link to ask again', () => {
    const html = renderToString(<Spinner label="Loading product" waitsFor="this product" />);
    const page = document.createElement('div');
    page.innerHTML = html;
    // Parsed as a browser with scripts off would: the noscript's markup is the page's.
    const noscript = page.querySelector('noscript');
    expect(noscript).not.toBeNull();
    const card = document.createElement('div');
    card.innerHTML = noscript?.innerHTML ?? '';
    expect(card.textContent).toContain("We couldn't load this product just now.");
    const again = card.querySelector('a');
    expect(again).toHaveTextContent('Try again');
    expect(again).toHaveAttribute('href', '');
  });

  it('leaves the noscript alone in a browser that runs scripts', () => {
    const { container } = render(<Spinner label="Loading product" waitsFor="this product" />);
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
    expect(container.querySelector('noscript')).not.toBeNull();
  });
});
