import type { ProductKind } from '@healing/contracts';

/**
 * The words shoppers use for the shop's product kinds, in one place: a word here (or one typo
 * away from one, for words of five letters or more) finds every product of its kinds, whatever
 * the product's own name says. Written without spaces or hyphens, as `searchWords` joins them:
 * "t-shirt", "t shirt" and "tshirt" are all `tshirt`.
 */
export const KIND_SYNONYMS: Readonly<Record<ProductKind, readonly string[]>> = {
  't-shirt': ['tshirt', 'tshirts', 'tee', 'tees', 'teeshirt', 'shirt', 'shirts', 'top', 'tops'],
  cap: ['cap', 'caps', 'hat', 'hats', 'baseballcap'],
  'infant-onesie': ['onesie', 'onesies', 'bodysuit', 'babygrow', 'romper', 'baby'],
  'infant-bib': ['bib', 'bibs', 'baby'],
  'iron-on-patch': ['patch', 'patches', 'ironon', 'irononpatch', 'ironpatch'],
  'dog-tag': ['dogtag', 'dogtags', 'tag', 'tags'],
  journal: ['journal', 'journals', 'notebook', 'diary', 'pen'],
  'coloring-book': ['coloringbook', 'colouringbook', 'coloring', 'colouring'],
  candies: ['candy', 'candies', 'sweets', 'sweet', 'caramel', 'caramels', 'chocolate'],
  'gift-box': ['giftbox', 'giftboxes', 'gift', 'gifts', 'hamper', 'box'],
  jewelry: [
    'jewelry',
    'jewellery',
    'necklace',
    'necklaces',
    'pendant',
    'pendants',
    'locket',
    'bracelet',
    'bracelets',
    'charm',
  ],
  painting: ['painting', 'paintings', 'print', 'prints', 'art', 'artwork', 'canvas'],
  book: ['book', 'books', 'paperback', 'workbook', 'reading'],
};

const KINDS_BY_WORD = new Map<string, ProductKind[]>();
for (const [kind, words] of Object.entries(KIND_SYNONYMS) as [ProductKind, readonly string[]][]) {
  for (const word of words) KINDS_BY_WORD.set(word, [...(KINDS_BY_WORD.get(word) ?? []), kind]);
}

/** At most this many words of a query count; the rest are ignored. */
export const SEARCH_WORDS_MAX = 8;
/** A word longer than this is cut (no product has one). */
const WORD_MAX = 40;

/**
 * The words of what a shopper typed: lower case, accents and every character that is not a
 * letter or digit gone (so punctuation, quotes, `%`, control characters and markup are only
 * separators), at most SEARCH_WORDS_MAX of them.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, SEARCH_WORDS_MAX)
    .map((word) => word.slice(0, WORD_MAX));
}

/** Whether `a` and `b` differ by at most one letter added, dropped, changed or swapped. */
export function oneTypoApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

/** The kinds a word names: exactly, or one typo away for words of five letters or more. */
export function kindsOfWord(word: string): ProductKind[] {
  const exact = KINDS_BY_WORD.get(word);
  if (exact) return exact;
  if (word.length < 5) return [];
  const kinds = new Set<ProductKind>();
  for (const [known, its] of KINDS_BY_WORD) {
    if (known.length >= 4 && oneTypoApart(word, known)) its.forEach((kind) => kinds.add(kind));
  }
  return [...kinds];
}

/** One thing the shopper asked for: a word, or two that name a kind together ("t shirt"). */
export interface SearchTerm {
  /** The word(s) as typed, joined by a space: full text and trigram matching read it. */
  text: string;
  /** Kinds it names ("tee": t-shirt); empty when it names none. */
  kinds: ProductKind[];
}

/**
 * The terms of a query: two neighbouring words that together name a kind ("t shirt", "dog
 * tag", "gift box") are one term; every other word is a term of its own.
 */
export function searchTerms(text: string): SearchTerm[] {
  const words = searchWords(text);
  const terms: SearchTerm[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? KINDS_BY_WORD.get(words[i] + words[i + 1]) : undefined;
    if (pair) {
      terms.push({ text: `${words[i]} ${words[i + 1]}`, kinds: pair });
      i++;
    } else {
      terms.push({ text: words[i], kinds: kindsOfWord(words[i]) });
    }
  }
  return terms;
}
