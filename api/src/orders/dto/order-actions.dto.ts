import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUrl, Matches, MaxLength } from 'class-validator';
import type {
  CancelOrderRequest,
  MarkPaidRequest,
  MarkShippedRequest,
  PaymentLinkRequest,
} from '@healing/contracts/admin';
import { Trim } from './trim';

/** No control or other invisible characters (Unicode category C). */
const PRINTABLE = /^\P{C}+$/u;
/** The same, with line breaks allowed (a cancel reason may run over lines). */
const PRINTABLE_LINES = /^(?:\P{C}|\r?\n)+$/u;

const LINK = 'The payment link must be a full https:// address';
const TRACKING = 'Please enter the tracking number (1 to 100 printable characters)';
const REFERENCE = 'The payment reference can be 1 to 100 printable characters';
const REASON = 'The reason can be at most 500 characters, without control characters';

/** Trimmed; blank counts as not given. */
const trimmedOrNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;

// class-validator runs a field's checks from the bottom up (see checkout.dto.ts).
export class PaymentLinkDto implements PaymentLinkRequest {
  @Trim()
  @IsUrl(
    { protocols: ['https'], require_protocol: true, require_valid_protocol: true },
    { message: LINK },
  )
  @MaxLength(2000, { message: 'The payment link can be at most 2000 characters' })
  @IsString({ message: LINK })
  url!: string;
}

export class MarkPaidDto implements MarkPaidRequest {
  @Transform(trimmedOrNull)
  @IsOptional()
  @Matches(PRINTABLE, { message: REFERENCE })
  @MaxLength(100, { message: REFERENCE })
  @IsString({ message: REFERENCE })
  reference?: string | null;
}

export class MarkShippedDto implements MarkShippedRequest {
  @Trim()
  @Matches(PRINTABLE, { message: TRACKING })
  @MaxLength(100, { message: TRACKING })
  @IsString({ message: TRACKING })
  trackingNumber!: string;
}

/** `POST .../delivered` takes an empty body; any field is refused. */
export class MarkDeliveredDto {}

export class CancelOrderDto implements CancelOrderRequest {
  @Transform(trimmedOrNull)
  @IsOptional()
  @Matches(PRINTABLE_LINES, { message: REASON })
  @MaxLength(500, { message: REASON })
  @IsString({ message: REASON })
  reason?: string | null;
}
