import { cleanText } from './clean-text';

describe('cleanText', () => {
  it('trims and strips control characters but keeps line breaks and tabs', () => {
    expect(cleanText('  a\u0000b\u0007c\u001bd\u007f \n\te\r\n  ')).toBe('abcd \n\te');
  });

  it('leaves markup alone: it is text, escaped where it is shown', () => {
    expect(cleanText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });
});
