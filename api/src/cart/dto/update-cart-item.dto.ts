import type { UpdateCartItemRequest } from '@healing/contracts';
import { IsCartQuantity } from './cart-quantity';

export class UpdateCartItemDto implements UpdateCartItemRequest {
  @IsCartQuantity()
  quantity!: number;
}
