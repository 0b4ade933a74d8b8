import { RULE_MESSAGES, storySchema } from '@healing/contracts';
import { prepareFields } from '../../common/prepare-fields';
import { createSchemaDto } from '../../common/schema-dto';

export const REQUIRED_FIELDS_MESSAGE = RULE_MESSAGES.requiredFields;
const REQUIRED_FIELDS = ['name', 'story', 'category'] as const;

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * SPEC's message is said once, on the first missing field: a missing field after an earlier
 * missing one is not reported again (the answer would otherwise repeat the same sentence).
 */
function missingAfterAnEarlierMissing(input: Record<string, unknown>): string[] {
  const missing = REQUIRED_FIELDS.filter((field) => isMissing(input[field]));
  return missing.slice(1);
}

/** The story forms' own schema (@healing/contracts' form rules). */
export class CreateHealingMomentDto extends createSchemaDto(storySchema, {
  prepare: prepareFields({
    text: ['name', 'story'],
    blankAsNull: ['emotionBefore', 'emotionAfter'],
    nullAsAbsent: ['isAnonymous'],
  }),
  unreported: missingAfterAnEarlierMissing,
}) {}
