// What a visitor can write to the shop about. No zod here (see catalog-values.ts).
export const CONTACT_SUBJECTS = [
  'general',
  'order',
  'partnership',
  'feedback',
  'wholesale',
  'other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
