import { contactSchema } from '@healing/contracts';
import { normaliseTextFields } from '../../common/normalise-text-fields';
import { createSchemaDto } from '../../common/schema-dto';

/** The contact form's own schema (@healing/contracts' form rules), the same the form uses. */
export class ContactDto extends createSchemaDto(contactSchema, {
  prepare: normaliseTextFields(),
}) {}
