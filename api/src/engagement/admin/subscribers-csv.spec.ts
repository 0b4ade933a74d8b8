import { csvCell, csvFileName, csvRow } from './subscribers-csv';

describe('subscribers CSV', () => {
  it('leaves plain cells as they are', () => {
    expect(csvCell('mia@example.com')).toBe('mia@example.com');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])(
    'keeps a spreadsheet from running %p as a formula',
    (value) => {
      expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('prefixes and quotes a formula with a comma', () => {
    expect(csvCell('=HYPERLINK("x",1)')).toBe('"\'=HYPERLINK(""x"",1)"');
  });

  it('ends each row with CRLF', () => {
    expect(csvRow(['email', 'subscribed_at'])).toBe('email,subscribed_at\r\n');
  });

  it('names the file by the date', () => {
    expect(csvFileName(new Date('2025-06-01T23:00:00Z'))).toBe('subscribers-2025-06-01.csv');
  });
});
