/**
 * A small well-formedness check for the SVG we generate (balanced tags, unique attributes,
 * escaped text), so a typo in a drawing fails a test instead of a shopper's image.
 */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let match = tag.exec(svg); match; match = tag.exec(svg)) {
    const [, closing, name, attributes, selfClosing] = match;
    const text = svg.slice(last, match.index);
    if (/[<>]|&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(text)) problems.push(`bad text "${text}"`);
    last = tag.lastIndex;
    const names = [...attributes.matchAll(/([\w:-]+)=/g)].map((m) => m[1]);
    if (new Set(names).size !== names.length) problems.push(`repeated attribute in <${name}>`);
    if (closing) {
      if (stack.pop() !== name) problems.push(`unbalanced </${name}>`);
    } else if (!selfClosing) {
      stack.push(name);
    }
  }
  if (svg.slice(last).trim()) problems.push('text after the root element');
  if (stack.length > 0) problems.push(`unclosed <${stack.join('>, <')}>`);
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')) problems.push('not an SVG root');
  return problems;
}
