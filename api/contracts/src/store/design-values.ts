// The design studio's fixed lists: product types, font sizes, themes, the built-in designs and
// their price. No zod here (see catalog-values.ts).
import type { CollectionSlug } from './catalog-values';

export const DESIGN_PRODUCT_TYPES = [
  'tshirts',
  'caps',
  'books',
  'pendants',
  'necklace',
  'dogtags',
] as const;
export type DesignProductType = (typeof DESIGN_PRODUCT_TYPES)[number];

export const FONT_SIZES = ['small', 'medium', 'large', 'extra-large'] as const;
export type FontSize = (typeof FONT_SIZES)[number];

export const DESIGN_THEMES = [
  'Love',
  'Wisdom',
  'Healing',
  'Peace',
  'Blessed',
  'Prayer',
  'Power',
  'No Fear',
] as const;

/** A built-in design: 'ib-love' is Inner Beauty's Love. */
export interface DesignTemplate {
  /** Such as 'ib-love', 'lh-peace', 'li-love' (Thorny) or 'li-love2' (Rose). */
  id: string;
  collection: CollectionSlug;
  name: string;
}

function themeSlug(theme: string): string {
  return theme.toLowerCase().replace(/\s+/g, '');
}

function templates(collection: CollectionSlug, prefix: string, themes: readonly string[]) {
  return themes.map((theme) => ({ id: `${prefix}-${themeSlug(theme)}`, collection, name: theme }));
}

/** 8 for inner-beauty, the same 8 for life-happens, 15 for love-is (7 Thorny, 8 Rose). */
export const DESIGN_TEMPLATES: readonly DesignTemplate[] = [
  ...templates('inner-beauty', 'ib', DESIGN_THEMES),
  ...templates('life-happens', 'lh', DESIGN_THEMES),
  ...DESIGN_THEMES.slice(0, 7).map((theme) => ({
    id: `li-${themeSlug(theme)}`,
    collection: 'love-is' as const,
    name: `Thorny ${theme}`,
  })),
  ...DESIGN_THEMES.map((theme) => ({
    id: `li-${themeSlug(theme)}2`,
    collection: 'love-is' as const,
    name: `Rose ${theme}`,
  })),
];

/** The server's price for a custom item, per product type (25.00 for every type today). */
export const CUSTOM_DESIGN_PRICES: Record<DesignProductType, string> = {
  tshirts: '25.00',
  caps: '25.00',
  books: '25.00',
  pendants: '25.00',
  necklace: '25.00',
  dogtags: '25.00',
};
