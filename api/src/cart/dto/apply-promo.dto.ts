import { IsString, MaxLength } from 'class-validator';
import type { ApplyPromoRequest } from '@healing/contracts';

export class ApplyPromoDto implements ApplyPromoRequest {
  @MaxLength(40, { message: 'A promo code can be at most 40 characters' })
  @IsString({ message: 'Please enter a promo code' })
  code!: string;
}
