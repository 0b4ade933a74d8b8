import type { UpdateCartItemRequest } from '../../contracts';
import { IsCartQuantity } from './cart-quantity';

export class UpdateCartItemDto implements UpdateCartItemRequest {
  @IsCartQuantity()
  quantity!: number;
}
