import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { CleanText } from '../../common/clean-text';
import type { NewsletterRequest } from '../../contracts';

export const INVALID_NEWSLETTER_EMAIL = 'Please enter a valid email address.';

/** Checks run bottom-up (class-validator's order): presence, then type, then size. */
export class NewsletterDto implements NewsletterRequest {
  @CleanText()
  @IsEmail({}, { message: INVALID_NEWSLETTER_EMAIL })
  @MaxLength(254, { message: INVALID_NEWSLETTER_EMAIL })
  @IsString({ message: INVALID_NEWSLETTER_EMAIL })
  @IsNotEmpty({ message: INVALID_NEWSLETTER_EMAIL })
  email!: string;
}
