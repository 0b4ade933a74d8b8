import { Allow, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PAYMENT_METHODS, type CheckoutRequest, type PaymentMethod } from '@healing/contracts';
import { IsSessionId } from '../../cart/dto/session-id-field';
import { FollowsRule, NormaliseText } from '../../common/follows-rule';
import { shippingAddressSchema } from '@healing/contracts';

const address = shippingAddressSchema.shape;

// Every address field follows the shop's shared rules (api/src/rules/form-rules.ts): the same
// schema the checkout form uses, with SPEC.md's messages.
export class CheckoutDto implements CheckoutRequest {
  @IsSessionId()
  sessionId!: string;

  @NormaliseText()
  @FollowsRule(address.email)
  email!: string;

  @NormaliseText()
  @FollowsRule(address.firstName)
  firstName!: string;

  @NormaliseText()
  @FollowsRule(address.lastName)
  lastName!: string;

  @NormaliseText()
  @FollowsRule(address.address)
  address!: string;

  @NormaliseText()
  @FollowsRule(address.city)
  city!: string;

  @NormaliseText()
  @FollowsRule(address.state)
  state!: string;

  @NormaliseText()
  @FollowsRule(address.zipCode)
  zipCode!: string;

  /** Optional: blank counts as not given. */
  @NormaliseText({ emptyAsNull: true })
  @IsOptional()
  @FollowsRule(address.phone)
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
