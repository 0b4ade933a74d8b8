import { contactSchema } from '@healing/contracts';
import { prepareFields } from '../../common/prepare-fields';
import { createSchemaDto } from '../../common/schema-dto';

/** The contact form's own schema (@healing/contracts' form rules), the same the form uses. */
export class ContactDto extends createSchemaDto(contactSchema, {
  prepare: prepareFields({ text: ['firstName', 'lastName', 'email', 'subject', 'message'] }),
}) {}
