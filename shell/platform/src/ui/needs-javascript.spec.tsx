import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { NeedsJavaScript } from './needs-javascript';

describe('NeedsJavaScript', () => {
  it('is said in the HTML only, inside <noscript>, as a named card with plain links', () => {
    const html = renderToString(
      <NeedsJavaScript
        title="The design studio needs JavaScript"
        actions={[{ href: '/love-is', label: 'Browse Love Is' }]}
      >
        <p>Turn it on to design.</p>
      </NeedsJavaScript>,
    );
    expect(html).toMatch(
      /^<noscript><section [^>]*aria-label="The design studio needs JavaScript"/,
    );
    expect(html).toContain('<a href="/love-is"');
    // Drawn by the app (with scripts), it shows nothing.
    const { container } = render(<NeedsJavaScript title="Needs it">Text</NeedsJavaScript>);
    expect(container).toHaveTextContent('');
  });
});
