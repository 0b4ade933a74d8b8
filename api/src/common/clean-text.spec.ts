import { plainToInstance } from 'class-transformer';
import { CleanText, cleanText } from './clean-text';

class Sample {
  @CleanText()
  text!: unknown;

  @CleanText({ emptyAsNull: true })
  optional!: unknown;
}

describe('cleanText', () => {
  it('trims and strips control characters but keeps line breaks and tabs', () => {
    expect(cleanText('  a\u0000b\u0007c\u001bd\u007f \n\te\r\n  ')).toBe('abcd \n\te');
  });

  it('leaves markup alone: it is text, escaped where it is shown', () => {
    expect(cleanText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });
});

describe('CleanText', () => {
  it('cleans strings and passes other types through for the validators', () => {
    expect(plainToInstance(Sample, { text: '  hi  ' }).text).toBe('hi');
    expect(plainToInstance(Sample, { text: 42 }).text).toBe(42);
  });

  it('turns empty optional text into null', () => {
    expect(plainToInstance(Sample, { optional: ' \u0000 ' }).optional).toBeNull();
    expect(plainToInstance(Sample, { optional: ' calm ' }).optional).toBe('calm');
  });
});
