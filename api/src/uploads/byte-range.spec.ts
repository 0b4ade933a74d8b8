import { chooseRange } from './byte-range';

const ETAG = '"3f0e9a52-5d1c-4b8e-9a31-2c7d8e6f1a00"';
const choose = (range?: string, ifRange?: string) => chooseRange(1000, { range, ifRange }, ETAG);

describe('chooseRange', () => {
  it('answers the whole without a Range header', () => {
    expect(choose()).toEqual({ kind: 'whole' });
  });

  it('answers one part for one byte range, from the start, the middle or the end', () => {
    expect(choose('bytes=0-99')).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(choose('bytes=500-')).toEqual({ kind: 'part', start: 500, end: 999 });
    expect(choose('bytes=-100')).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(choose('BYTES = 10-19')).toEqual({ kind: 'part', start: 10, end: 19 });
  });

  it('cuts a range that runs past the end at the last byte', () => {
    expect(choose('bytes=990-5000')).toEqual({ kind: 'part', start: 990, end: 999 });
    expect(choose('bytes=0-99999999999999999999999')).toEqual({ kind: 'part', start: 0, end: 999 });
  });

  it('merges overlapping ranges into one part', () => {
    expect(choose('bytes=0-99,50-149')).toEqual({ kind: 'part', start: 0, end: 149 });
  });

  it('answers the whole for several disjoint ranges, however many', () => {
    expect(choose('bytes=0-0,10-10')).toEqual({ kind: 'whole' });
    expect(
      choose(`bytes=${Array.from({ length: 500 }, (_, i) => `${i * 2}-${i * 2}`).join(',')}`),
    ).toEqual({
      kind: 'whole',
    });
  });

  it('answers 416 when no range can be satisfied', () => {
    expect(choose('bytes=1000-')).toEqual({ kind: 'unsatisfiable' });
    expect(choose('bytes=5000-6000,2000-3000')).toEqual({ kind: 'unsatisfiable' });
    expect(choose('bytes=-0')).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores a Range that is not well-formed bytes', () => {
    for (const range of [
      'bytes=',
      'bytes=abc',
      'bytes=1-2-3',
      'items=0-10',
      'items=5000-',
      'bytes 0-10',
      '',
    ]) {
      expect(choose(range)).toEqual({ kind: 'whole' });
    }
  });

  it('answers the part only while If-Range names this upload', () => {
    expect(choose('bytes=0-9', ETAG)).toEqual({ kind: 'part', start: 0, end: 9 });
    expect(choose('bytes=0-9', '"another"')).toEqual({ kind: 'whole' });
    expect(choose('bytes=0-9', `W/${ETAG}`)).toEqual({ kind: 'whole' });
    expect(choose('bytes=0-9', 'Wed, 21 Oct 2015 07:28:00 GMT')).toEqual({ kind: 'whole' });
    expect(choose('bytes=5000-', '"another"')).toEqual({ kind: 'whole' });
  });
});
