import { prepareFields } from './prepare-fields';

describe('prepareFields', () => {
  describe('clean: text stored as sent', () => {
    const prepare = prepareFields({ clean: ['text', 'optional'] });

    it('cleans strings and passes other types through for the schema', () => {
      expect(prepare({ text: '  hi  ' })).toEqual({ text: 'hi' });
      expect(prepare({ text: ' Be\u0000 kind\u0007 ' })).toEqual({ text: 'Be kind' });
      expect(prepare({ text: 42 })).toEqual({ text: 42 });
      expect(prepare({ text: ['a'] })).toEqual({ text: ['a'] });
    });

    it('counts blank or null optional text as not given', () => {
      expect(prepare({ optional: ' \u0000 ' })).toEqual({});
      expect(prepare({ optional: null })).toEqual({});
      expect(prepare({ optional: ' calm ' })).toEqual({ optional: 'calm' });
    });
  });

  it('reads text, blank optional text, nulls and query-string numbers', () => {
    const prepare = prepareFields({
      text: ['name'],
      blankAsNull: ['phone'],
      nullAsAbsent: ['quantity'],
      wholeNumbers: ['page'],
    });
    expect(
      prepare({ name: ' Mia\r\nPark ', phone: '  ', quantity: null, page: '12', other: ' x ' }),
    ).toEqual({ name: 'Mia\nPark', phone: null, page: 12, other: ' x ' });
    expect(prepare({ page: '1e3', quantity: 2 })).toEqual({ page: '1e3', quantity: 2 });
  });

  it('takes out ignored fields unchecked, whatever they hold', () => {
    const prepare = prepareFields({ ignored: ['total'] });
    expect(prepare({ total: { any: 'thing' }, name: 'x' })).toEqual({ name: 'x' });
  });

  it("takes a field's own reading, undefined meaning not given", () => {
    const prepare = prepareFields({
      custom: { flag: (value) => (value === 'yes' ? true : value === '' ? undefined : value) },
    });
    expect(prepare({ flag: 'yes' })).toEqual({ flag: true });
    expect(prepare({ flag: '' })).toEqual({});
    expect(prepare({ flag: 'maybe' })).toEqual({ flag: 'maybe' });
  });
});
