import type { EntityManager } from 'typeorm';
import { daysBefore } from './seed-sql';
import { STORY_SEEDS } from './stories.data';

/** Stories have no natural key: one counts as present when its name and text are stored. */
const INSERT_IF_ABSENT = `
  INSERT INTO healing_moments
    (name, story, emotion_before, emotion_after, category, is_anonymous,
     moderation_status, like_count, submitted_at, reviewed_at)
  SELECT $1::varchar, $2::text, $3::varchar, $4::varchar, $5::varchar, $6::boolean, $7::varchar,
         $8::integer, $9::timestamptz, $10::timestamptz
  WHERE NOT EXISTS (SELECT 1 FROM healing_moments WHERE name = $1::varchar AND story = $2::text)`;

export async function seedStories(manager: EntityManager, now: Date): Promise<void> {
  for (const seed of STORY_SEEDS) {
    const submittedAt = daysBefore(now, seed.daysAgo);
    const reviewedAt = seed.status === 'pending' ? null : daysBefore(now, seed.daysAgo - 1);
    await manager.query(INSERT_IF_ABSENT, [
      seed.name,
      seed.story,
      seed.emotionBefore ?? null,
      seed.emotionAfter ?? null,
      seed.category,
      seed.isAnonymous ?? false,
      seed.status,
      seed.likeCount ?? 0,
      submittedAt,
      reviewedAt,
    ]);
  }
}
