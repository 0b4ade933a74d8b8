import { applyDecorators } from '@nestjs/common';
import { IsInt, Max, Min } from 'class-validator';
import { MAX_LINE_QUANTITY } from '@healing/contracts';

export { MAX_LINE_QUANTITY };
export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

/** A cart line's quantity: a JSON integer 1..99 (the table's CHECK), never a string. */
export function IsCartQuantity(): PropertyDecorator {
  return applyDecorators(
    IsInt({ message: QUANTITY_MESSAGE }),
    Min(1, { message: QUANTITY_MESSAGE }),
    Max(MAX_LINE_QUANTITY, { message: QUANTITY_MESSAGE }),
  );
}
