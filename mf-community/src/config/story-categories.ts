import { STORY_CATEGORIES, type StoryCategory } from '@healing/platform';

export { STORY_CATEGORIES };

/** The detailed form's choices (SPEC.md section 5). */
export const STORY_CATEGORY_LABELS: Record<StoryCategory, string> = {
  breakthrough: 'Breakthrough Moment',
  relationship: 'Relationship Healing',
  'self-love': 'Self-Love Journey',
  loss: 'Loss & Grief',
  growth: 'Personal Growth',
};

/** The short names on the filter chips and card badges. */
export const STORY_CATEGORY_CHIPS: Record<StoryCategory, string> = {
  breakthrough: 'Breakthrough',
  relationship: 'Relationship',
  'self-love': 'Self-Love',
  loss: 'Loss',
  growth: 'Growth',
};

export type StoryFilter = 'all' | StoryCategory;

export const STORY_FILTERS: readonly StoryFilter[] = ['all', ...STORY_CATEGORIES];

export const CATEGORY_TONES: Record<StoryCategory, 'rose' | 'sage' | 'lavender' | 'gold'> = {
  breakthrough: 'gold',
  relationship: 'rose',
  'self-love': 'lavender',
  loss: 'lavender',
  growth: 'sage',
};

export function isStoryCategory(value: string): value is StoryCategory {
  return (STORY_CATEGORIES as readonly string[]).includes(value);
}
