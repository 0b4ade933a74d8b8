import { productSchema } from '@healing/contracts';
import { prepareFields } from '../../../common/prepare-fields';
import { createSchemaDto } from '../../../common/schema-dto';

/**
 * The whole editable product, as the form sends it (create and edit alike): the back office's
 * product form's own schema (@healing/contracts' product rules).
 */
export class AdminProductBody extends createSchemaDto(productSchema, {
  prepare: prepareFields({ text: ['name', 'description', 'price'] }),
}) {}
