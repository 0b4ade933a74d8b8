import {
  COLLECTIONS,
  PRODUCT_CATEGORIES,
  STORY_CATEGORIES,
  HOME_PAGE_KINDS,
  KIND_CATEGORY,
} from '@healing/contracts';
import { BLOG_SEEDS } from './blog.data';
import { PRODUCT_SEEDS } from './products.data';
import { STORY_SEEDS } from './stories.data';

const unique = <T>(values: T[]) => new Set(values).size === values.length;

describe('catalogue data', () => {
  it('has unique slugs (url-safe), names and creation days', () => {
    expect(unique(PRODUCT_SEEDS.map((p) => p.slug))).toBe(true);
    expect(PRODUCT_SEEDS.every((p) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.slug))).toBe(true);
    expect(unique(PRODUCT_SEEDS.map((p) => p.name))).toBe(true);
    expect(unique(PRODUCT_SEEDS.map((p) => p.daysAgo))).toBe(true);
  });

  it('fills every category of every collection', () => {
    for (const collection of COLLECTIONS) {
      const products = PRODUCT_SEEDS.filter((p) => p.collection === collection);
      expect(products.length).toBeGreaterThanOrEqual(18);
      expect(new Set(products.map((p) => p.category))).toEqual(new Set(PRODUCT_CATEGORIES));
    }
  });

  it('covers the twelve home-page kinds, each in its category', () => {
    expect(new Set(PRODUCT_SEEDS.map((p) => p.kind))).toEqual(
      new Set([...HOME_PAGE_KINDS, 'book']),
    );
    expect(PRODUCT_SEEDS.every((p) => p.category === KIND_CATEGORY[p.kind])).toBe(true);
  });

  it('prices everything between 6.99 and 89.00, written with two decimals', () => {
    for (const { price } of PRODUCT_SEEDS) {
      expect(price).toMatch(/^\d+\.\d{2}$/);
      expect(Number(price)).toBeGreaterThanOrEqual(6.99);
      expect(Number(price)).toBeLessThanOrEqual(89);
    }
  });

  it('writes 1 to 3 sentences per description and a short word per picture', () => {
    for (const { description, art } of PRODUCT_SEEDS) {
      const sentences = description.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 1);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(art[1].length).toBeLessThanOrEqual(16);
    }
  });

  it('keeps some products out of stock', () => {
    expect(PRODUCT_SEEDS.filter((p) => p.inStock === false).length).toBeGreaterThanOrEqual(2);
  });
});

describe('blog and story data', () => {
  it('has six or more posts with several paragraphs each', () => {
    expect(BLOG_SEEDS.length).toBeGreaterThanOrEqual(6);
    expect(unique(BLOG_SEEDS.map((p) => p.slug))).toBe(true);
    expect(BLOG_SEEDS.every((p) => p.paragraphs.length >= 3)).toBe(true);
  });

  it('has approved stories in every category, and pending ones', () => {
    const approved = STORY_SEEDS.filter((s) => s.status === 'approved');
    expect(approved.length).toBeGreaterThanOrEqual(10);
    expect(new Set(approved.map((s) => s.category))).toEqual(new Set(STORY_CATEGORIES));
    expect(approved.filter((s) => s.story.length > 200).length).toBeGreaterThanOrEqual(3);
    expect(approved.some((s) => s.isAnonymous)).toBe(true);
    expect(STORY_SEEDS.filter((s) => s.status === 'pending').length).toBeGreaterThanOrEqual(2);
    expect(unique(STORY_SEEDS.map((s) => `${s.name}|${s.story}`))).toBe(true);
  });
});
