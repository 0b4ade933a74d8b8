import { Transform } from 'class-transformer';
import {
  Allow,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import {
  PAYMENT_METHODS,
  US_STATE_CODES,
  type CheckoutRequest,
  type PaymentMethod,
} from '../../contracts';
import { IsSessionId } from '../../cart/dto/session-id-field';
import { Trim } from './trim';

// The single-page form's messages (SPEC.md section 5), kept word for word.
const EMAIL = 'Please enter a valid email address';
const FIRST_NAME = 'First name must be at least 2 characters';
const LAST_NAME = 'Last name must be at least 2 characters';
const ADDRESS = 'Please enter a complete address';
const CITY = 'Please enter a city';
const STATE = 'Please select a state';
const ZIP = 'Please enter a valid ZIP code';
const PHONE = 'Please enter a valid phone number (7 to 20 digits, spaces or + ( ) - .)';

/** 7 to 20 characters of digits, spaces and + ( ) - ., at least 7 of them digits. */
const PHONE_PATTERN = /^(?=(?:\D*\d){7})[0-9 ()+\-.]{7,20}$/;

// class-validator runs a field's checks from the bottom up and stops at the first failure,
// so the type check sits last and a wrong type is reported as such.
export class CheckoutDto implements CheckoutRequest {
  @IsSessionId()
  sessionId!: string;

  @Trim()
  @IsEmail({}, { message: EMAIL })
  @MaxLength(254, { message: EMAIL })
  email!: string;

  @Trim()
  @MaxLength(100, { message: 'First name can be at most 100 characters' })
  @MinLength(2, { message: FIRST_NAME })
  @IsString({ message: FIRST_NAME })
  firstName!: string;

  @Trim()
  @MaxLength(100, { message: 'Last name can be at most 100 characters' })
  @MinLength(2, { message: LAST_NAME })
  @IsString({ message: LAST_NAME })
  lastName!: string;

  @Trim()
  @MaxLength(200, { message: 'The address can be at most 200 characters' })
  @MinLength(5, { message: ADDRESS })
  @IsString({ message: ADDRESS })
  address!: string;

  @Trim()
  @MaxLength(100, { message: 'The city can be at most 100 characters' })
  @MinLength(2, { message: CITY })
  @IsString({ message: CITY })
  city!: string;

  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() : value,
  )
  @IsIn(US_STATE_CODES, { message: STATE })
  state!: string;

  @Trim()
  @IsString({ message: ZIP })
  @Matches(/^\d{5}(-\d{4})?$/, { message: ZIP })
  zipCode!: string;

  /** Optional: blank counts as not given. */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim() || null : value,
  )
  @IsOptional()
  @IsString({ message: PHONE })
  @Matches(PHONE_PATTERN, { message: PHONE })
  phone?: string | null;

  @IsOptional()
  @MaxLength(40, { message: 'promoCode can be at most 40 characters' })
  @IsString({ message: 'promoCode must be text' })
  promoCode?: string | null;

  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: 'paymentMethod must be card or paypal' })
  paymentMethod?: PaymentMethod;

  // Sent by SPEC.md's clients and accepted so they keep working; never read: the server
  // computes every amount, and every new order is pending.
  @Allow()
  subtotal?: string;

  @Allow()
  discount?: string;

  @Allow()
  shipping?: string;

  @Allow()
  tax?: string;

  @Allow()
  total?: string;

  @Allow()
  status?: string;
}
