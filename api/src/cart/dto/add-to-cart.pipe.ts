import { Injectable, PipeTransform } from '@nestjs/common';
import { validateWithSchema } from '../../common/schema-validation.pipe';
import {
  AddCustomDesignToCartDto,
  AddProductToCartDto,
  type AddToCartDto,
} from './add-to-cart.dto';

/**
 * POST /api/cart takes two bodies; `isCustomDesign: true` picks the custom design one.
 * Each is then validated like any other schema DTO, with the global pipe's messages.
 */
@Injectable()
export class AddToCartPipe implements PipeTransform<unknown, AddToCartDto> {
  transform(value: unknown): AddToCartDto {
    const isCustom =
      typeof value === 'object' &&
      value !== null &&
      (value as { isCustomDesign?: unknown }).isCustomDesign === true;
    return isCustom
      ? validateWithSchema(AddCustomDesignToCartDto, value)
      : validateWithSchema(AddProductToCartDto, value);
  }
}
