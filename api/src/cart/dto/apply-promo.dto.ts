import { applyPromoSchema } from '@healing/contracts';
import { createSchemaDto } from '../../common/schema-dto';

export class ApplyPromoDto extends createSchemaDto(applyPromoSchema) {}
