import { newsletterConfirmRequestSchema } from '@healing/contracts';
import { createSchemaDto } from '../../common/schema-dto';

/** `POST /api/newsletter/confirm`, from the shop's confirmation page. */
export class NewsletterConfirmDto extends createSchemaDto(newsletterConfirmRequestSchema) {}
