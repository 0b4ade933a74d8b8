import { Injectable, PipeTransform } from '@nestjs/common';
import { createValidationPipe } from '../../common/validation';
import {
  AddCustomDesignToCartDto,
  AddProductToCartDto,
  type AddToCartDto,
} from './add-to-cart.dto';

/**
 * POST /api/cart takes two bodies; `isCustomDesign: true` picks the custom design one.
 * Each is then validated like any other DTO, with the global pipe's options and messages.
 */
@Injectable()
export class AddToCartPipe implements PipeTransform<unknown, Promise<AddToCartDto>> {
  private readonly validation = createValidationPipe();

  async transform(value: unknown): Promise<AddToCartDto> {
    const isCustom =
      typeof value === 'object' &&
      value !== null &&
      (value as { isCustomDesign?: unknown }).isCustomDesign === true;
    return (await this.validation.transform(value, {
      type: 'body',
      metatype: isCustom ? AddCustomDesignToCartDto : AddProductToCartDto,
    })) as AddToCartDto;
  }
}
