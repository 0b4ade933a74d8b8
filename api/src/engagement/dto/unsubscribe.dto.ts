import { IsNotEmpty, IsString, Matches } from 'class-validator';
import type { UnsubscribeRequest } from '@healing/contracts';

/** Tokens are URL-safe base64 (new ones) or hex (from the migration): 20 to 64 characters. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;
export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not complete. Please open the link from the e-mail again.';

/** `POST /api/newsletter/unsubscribe`, from the shop's unsubscribe page. */
export class UnsubscribeDto implements UnsubscribeRequest {
  @Matches(UNSUBSCRIBE_TOKEN_PATTERN, { message: INVALID_UNSUBSCRIBE_LINK })
  @IsString({ message: INVALID_UNSUBSCRIBE_LINK })
  @IsNotEmpty({ message: INVALID_UNSUBSCRIBE_LINK })
  token!: string;
}

/** `?token=` of the one-click URL in List-Unsubscribe. */
export class OneClickUnsubscribeQuery {
  @Matches(UNSUBSCRIBE_TOKEN_PATTERN, { message: INVALID_UNSUBSCRIBE_LINK })
  @IsString({ message: INVALID_UNSUBSCRIBE_LINK })
  @IsNotEmpty({ message: INVALID_UNSUBSCRIBE_LINK })
  token!: string;
}
