import { containsBrokenText, isMultipartType, isNestedDeeperThan } from './request-hardening';

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

describe('isNestedDeeperThan', () => {
  it('accepts scalars, empty and shallow bodies', () => {
    expect(isNestedDeeperThan(undefined, 2)).toBe(false);
    expect(isNestedDeeperThan('text', 2)).toBe(false);
    expect(isNestedDeeperThan({}, 1)).toBe(false);
    expect(isNestedDeeperThan({ a: { b: [1, 2] } }, 3)).toBe(false);
  });

  it('finds the one deep branch among shallow ones', () => {
    expect(isNestedDeeperThan({ a: 1, b: [{ c: { d: {} } }] }, 3)).toBe(true);
    expect(isNestedDeeperThan(nested(32), 32)).toBe(false);
    expect(isNestedDeeperThan(nested(33), 32)).toBe(true);
  });

  it('copes with very deep values without recursion', () => {
    expect(isNestedDeeperThan(nested(200_000), 32)).toBe(true);
  });
});

describe('containsBrokenText', () => {
  it('accepts any real text, emoji and other surrogate pairs included', () => {
    expect(containsBrokenText({ a: ['calm 🌿', '👩‍👩‍👧', 'e\u0301', '\u202e'], b: 1, c: null })).toBe(
      false,
    );
  });

  it('finds half a surrogate pair in values and in keys, at any depth', () => {
    expect(containsBrokenText({ email: '\ud800' })).toBe(true);
    expect(containsBrokenText({ a: [{ b: 'ok \udfff' }] })).toBe(true);
    expect(containsBrokenText({ 'key\ud83d': 1 })).toBe(true);
    expect(containsBrokenText('\udfff\ud800')).toBe(true);
  });
});

describe('isMultipartType', () => {
  it('recognises multipart/form-data whatever its case and parameters', () => {
    expect(isMultipartType('multipart/form-data')).toBe(true);
    expect(isMultipartType('Multipart/Form-Data; boundary=x')).toBe(true);
    expect(isMultipartType(' multipart/form-data ;boundary=x')).toBe(true);
  });

  it('leaves every other type alone', () => {
    expect(isMultipartType(undefined)).toBe(false);
    expect(isMultipartType('application/json')).toBe(false);
    expect(isMultipartType('multipart/form-datax')).toBe(false);
    expect(isMultipartType('multipart/mixed')).toBe(false);
  });
});
