import { createHash } from 'node:crypto';
import { inlineScriptHashes } from '../src/shell/inline-scripts';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it("names each inline script the browser runs by the hash of its text, as CSP's hash sources", () => {
    const first = "\n  document.documentElement.classList.add('js');\n";
    const html =
      `<head><script>${first}</script><script type=module>run()</script>` +
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script defer src=/main.js></script></head>' +
      '<body><script type="application/json" id="server-state">{}</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha256(first), sha256('run()')]);
  });

  it('hashes the text as the browser parses it: line breaks normalised, each script once', () => {
    const html = '<script>a();\r\nb();</script><script>a();\nb();</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a();\nb();')]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});
