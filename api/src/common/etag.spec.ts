import { etagOf, isNotModified } from './etag';

describe('etagOf', () => {
  it('is a quoted tag that follows the bytes', () => {
    const tag = etagOf(Buffer.from('card'));
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(etagOf(Buffer.from('card'))).toBe(tag);
    expect(etagOf(Buffer.from('card!'))).not.toBe(tag);
  });
});

describe('isNotModified', () => {
  const tag = '"abc"';

  it('matches the tag, in a list, weak or not, and *', () => {
    expect(isNotModified('"abc"', tag)).toBe(true);
    expect(isNotModified('"x", "abc"', tag)).toBe(true);
    expect(isNotModified('W/"abc"', tag)).toBe(true);
    expect(isNotModified('*', tag)).toBe(true);
  });

  it('does not match another tag, a missing header or an unquoted one', () => {
    expect(isNotModified('"abd"', tag)).toBe(false);
    expect(isNotModified(undefined, tag)).toBe(false);
    expect(isNotModified('', tag)).toBe(false);
    expect(isNotModified('abc', tag)).toBe(false);
  });
});
