import { updateCartItemSchema } from '@healing/contracts';
import { createSchemaDto } from '../../common/schema-dto';

export class UpdateCartItemDto extends createSchemaDto(updateCartItemSchema) {}
