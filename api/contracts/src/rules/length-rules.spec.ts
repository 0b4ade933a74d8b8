import * as z from 'zod/mini';
import { characterCount, maxCharacters } from './length-rules';

describe('characterCount', () => {
  it('counts a character outside the BMP, or with its presentation selector, once', () => {
    expect(characterCount('abc')).toBe(3);
    expect(characterCount('🌿🌿')).toBe(2);
    expect(characterCount('❤️')).toBe(1);
    expect(characterCount('')).toBe(0);
  });
});

describe('maxCharacters', () => {
  const schema = z.string().check(...maxCharacters(3, 'At most 3'));

  it('allows `max` characters, however many UTF-16 units they take', () => {
    expect(schema.safeParse('🌿🌿🌿').success).toBe(true);
    expect(schema.safeParse('abcd').error?.issues[0].message).toBe('At most 3');
  });

  it('tells JSON Schema the maximum', () => {
    expect(z.toJSONSchema(schema)).toMatchObject({ type: 'string', maxLength: 3 });
  });
});
