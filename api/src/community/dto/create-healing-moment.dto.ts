import { IsOptional, ValidateIf } from 'class-validator';
import { FollowsRule, NormaliseText } from '../../common/follows-rule';
import type { CreateHealingMomentRequest, StoryCategory } from '@healing/contracts';
import { RULE_MESSAGES, storySchema } from '@healing/contracts';

export const REQUIRED_FIELDS_MESSAGE = RULE_MESSAGES.requiredFields;
const REQUIRED_FIELDS = ['name', 'story', 'category'] as const;
type RequiredField = (typeof REQUIRED_FIELDS)[number];

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * SPEC's message is said once, on the first missing field: a missing field after an earlier
 * missing one is not checked again (the answer would otherwise repeat the same sentence).
 */
function unlessEarlierMissing(field: RequiredField) {
  const earlier = REQUIRED_FIELDS.slice(0, REQUIRED_FIELDS.indexOf(field));
  return (dto: Record<RequiredField, unknown>): boolean =>
    !(isMissing(dto[field]) && earlier.some((name) => isMissing(dto[name])));
}

const rules = storySchema.shape;

/** Every field follows the shared rules (api/src/rules/form-rules.ts) the story forms use. */
export class CreateHealingMomentDto implements CreateHealingMomentRequest {
  @NormaliseText()
  @FollowsRule(rules.name)
  name!: string;

  @NormaliseText()
  @ValidateIf(unlessEarlierMissing('story'))
  @FollowsRule(rules.story)
  story!: string;

  @ValidateIf(unlessEarlierMissing('category'))
  @FollowsRule(rules.category)
  category!: StoryCategory;

  @IsOptional()
  @FollowsRule(rules.isAnonymous)
  isAnonymous?: boolean;

  @NormaliseText({ emptyAsNull: true })
  @IsOptional()
  @FollowsRule(rules.emotionBefore)
  emotionBefore?: string | null;

  @NormaliseText({ emptyAsNull: true })
  @IsOptional()
  @FollowsRule(rules.emotionAfter)
  emotionAfter?: string | null;
}
