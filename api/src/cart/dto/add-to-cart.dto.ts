import { Type } from 'class-transformer';
import {
  Equals,
  IsBoolean,
  IsDefined,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import type { AddCustomDesignToCartRequest, AddProductToCartRequest } from '@healing/contracts';
import { IsCartQuantity } from './cart-quantity';
import { CustomDesignDataDto } from './custom-design-data.dto';
import { IsSessionId } from './session-id-field';

const PRODUCT_ID_MESSAGE = 'productId must be the id of a product (a positive whole number)';

// class-validator runs a field's checks from the bottom up and stops at the first failure,
// so the type check sits last and a wrong type is reported as such.
export class AddProductToCartDto implements AddProductToCartRequest {
  @IsSessionId()
  sessionId!: string;

  @IsInt({ message: PRODUCT_ID_MESSAGE })
  @Min(1, { message: PRODUCT_ID_MESSAGE })
  @Max(2_147_483_647, { message: PRODUCT_ID_MESSAGE })
  productId!: number;

  @IsOptional()
  @IsCartQuantity()
  quantity?: number;

  /** Only `false` arrives here: `true` selects the custom design body. */
  @IsOptional()
  @IsBoolean({ message: 'isCustomDesign must be true or false' })
  isCustomDesign?: boolean;
}

export class AddCustomDesignToCartDto implements AddCustomDesignToCartRequest {
  @IsSessionId()
  sessionId!: string;

  @IsOptional()
  @IsCartQuantity()
  quantity?: number;

  @Equals(true)
  isCustomDesign!: true;

  @IsDefined({ message: 'customDesignData is required' })
  @IsObject({ message: 'customDesignData must be an object' })
  @ValidateNested()
  @Type(() => CustomDesignDataDto)
  customDesignData!: CustomDesignDataDto;

  /** Accepted for SPEC.md's client; the server builds the name from the design data. */
  @MaxLength(200, { message: 'customProductName can be at most 200 characters' })
  @IsString({ message: 'customProductName must be text' })
  customProductName!: string;

  /** Accepted for SPEC.md's client and ignored: the server sets custom prices. */
  @IsOptional()
  @IsString({ message: 'customPrice must be a decimal string such as "25.00" (it is ignored)' })
  customPrice?: string;
}

export type AddToCartDto = AddProductToCartDto | AddCustomDesignToCartDto;
