import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { CleanText } from '../../common/clean-text';
import {
  STORY_CATEGORIES,
  type CreateHealingMomentRequest,
  type StoryCategory,
} from '../../contracts';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
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

/** Checks run bottom-up (class-validator's order): presence, then type, then size. */
export class CreateHealingMomentDto implements CreateHealingMomentRequest {
  @CleanText()
  @MaxLength(100, { message: 'Your name must be at most 100 characters' })
  @IsString({ message: 'Your name must be text' })
  @IsNotEmpty({ message: REQUIRED_FIELDS_MESSAGE })
  name!: string;

  @CleanText()
  @ValidateIf(unlessEarlierMissing('story'))
  @MaxLength(5000, { message: 'Your story must be at most 5000 characters' })
  @IsString({ message: 'Your story must be text' })
  @IsNotEmpty({ message: REQUIRED_FIELDS_MESSAGE })
  story!: string;

  @ValidateIf(unlessEarlierMissing('category'))
  @IsIn(STORY_CATEGORIES, {
    message: `Please choose a category: ${STORY_CATEGORIES.join(', ')}`,
  })
  @IsNotEmpty({ message: REQUIRED_FIELDS_MESSAGE })
  category!: StoryCategory;

  @IsOptional()
  @IsBoolean({ message: 'isAnonymous must be true or false' })
  isAnonymous?: boolean;

  @CleanText({ emptyAsNull: true })
  @IsOptional()
  @MaxLength(100, { message: 'Emotion before must be at most 100 characters' })
  @IsString({ message: 'Emotion before must be text' })
  emotionBefore?: string | null;

  @CleanText({ emptyAsNull: true })
  @IsOptional()
  @MaxLength(100, { message: 'Emotion after must be at most 100 characters' })
  @IsString({ message: 'Emotion after must be text' })
  emotionAfter?: string | null;
}
