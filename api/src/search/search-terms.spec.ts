import { kindsOfWord, oneTypoApart, searchTerms, searchWords } from './search-terms';

describe('search terms', () => {
  it('reads words without case, accents or punctuation', () => {
    expect(searchWords('  Café—RÖSÉ, "t-shirt"!\u0000<b>')).toEqual([
      'cafe',
      'rose',
      't',
      'shirt',
      'b',
    ]);
    expect(searchWords('%%% ___ ***')).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('counts one letter added, dropped, changed or swapped as one typo', () => {
    expect(oneTypoApart('journl', 'journal')).toBe(true);
    expect(oneTypoApart('brcelet', 'bracelet')).toBe(true);
    expect(oneTypoApart('jounral', 'journal')).toBe(true);
    expect(oneTypoApart('jornl', 'journal')).toBe(false);
    expect(oneTypoApart('necklace', 'necklace')).toBe(true);
  });

  it('names kinds by their synonyms, and by one typo only for longer words', () => {
    expect(kindsOfWord('tee')).toEqual(['t-shirt']);
    expect(kindsOfWord('brcelet')).toEqual(['jewelry']);
    expect(kindsOfWord('tea')).toEqual([]);
    expect(kindsOfWord('zebra')).toEqual([]);
  });

  it('joins two words that name a kind together', () => {
    expect(searchTerms('t shirt')).toEqual([{ text: 't shirt', kinds: ['t-shirt'] }]);
    expect(searchTerms('T-Shirt rose')).toEqual([
      { text: 't shirt', kinds: ['t-shirt'] },
      { text: 'rose', kinds: [] },
    ]);
    expect(searchTerms('dog tag')).toEqual([{ text: 'dog tag', kinds: ['dog-tag'] }]);
  });
});
