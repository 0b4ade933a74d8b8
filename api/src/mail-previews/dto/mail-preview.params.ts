import { mailPreviewParamsSchema } from '@healing/contracts/admin';
import { createSchemaDto } from '../../common/schema-dto';

/** `:template` of `GET /api/admin/emails/:template`: a template's name, such as order-shipped. */
export class MailPreviewParams extends createSchemaDto(mailPreviewParamsSchema) {}
