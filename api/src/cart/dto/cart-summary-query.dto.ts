import { cartSummaryQuerySchema } from '@healing/contracts';
import { createSchemaDto } from '../../common/schema-dto';

/** `?promoCode=`: the amounts as they would be with that code. */
export class CartSummaryQueryDto extends createSchemaDto(cartSummaryQuerySchema) {}
