import { IsOptional, IsString, MaxLength } from 'class-validator';

// class-validator runs a field's checks from the bottom up and stops at the first failure,
// so the type check sits last and a wrong type is reported as such.
export class CartSummaryQueryDto {
  @IsOptional()
  @MaxLength(40, { message: 'promoCode can be at most 40 characters' })
  @IsString({ message: 'promoCode must be text' })
  promoCode?: string;
}
