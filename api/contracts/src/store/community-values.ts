// The categories a healing story is shared under. No zod here (see catalog-values.ts).
export const STORY_CATEGORIES = [
  'breakthrough',
  'relationship',
  'self-love',
  'loss',
  'growth',
] as const;
export type StoryCategory = (typeof STORY_CATEGORIES)[number];
