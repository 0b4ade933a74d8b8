import { findMyOrderRequestSchema } from '@healing/contracts';
import { prepareFields } from '../../common/prepare-fields';
import { createSchemaDto } from '../../common/schema-dto';

/** `POST /api/orders/find`: the "Find my order" page's e-mail address. */
export class FindMyOrderDto extends createSchemaDto(findMyOrderRequestSchema, {
  prepare: prepareFields({ text: ['email'] }),
}) {}
