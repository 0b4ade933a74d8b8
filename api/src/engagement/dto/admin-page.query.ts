import {
  adminMessagesQuerySchema,
  adminSubscribersQuerySchema,
  markMessageHandledSchema,
} from '@healing/contracts/admin';
import { cleanText } from '../../common/clean-text';
import { ADMIN_PAGE_NUMBERS } from '../../common/admin-page.query';
import { prepareFields } from '../../common/prepare-fields';
import { createSchemaDto } from '../../common/schema-dto';

/** `GET /api/admin/messages?status=`. */
export class AdminMessagesQuery extends createSchemaDto(adminMessagesQuerySchema, {
  prepare: prepareFields({ wholeNumbers: ADMIN_PAGE_NUMBERS }),
}) {}

/** `GET /api/admin/subscribers?q=`: stored text is cleaned, so the search is too. */
export class AdminSubscribersQuery extends createSchemaDto(adminSubscribersQuerySchema, {
  prepare: prepareFields({
    wholeNumbers: ADMIN_PAGE_NUMBERS,
    custom: { q: (value) => (typeof value === 'string' ? cleanText(value) : value) },
  }),
}) {}

export class MarkHandledDto extends createSchemaDto(markMessageHandledSchema) {}

export { DEFAULT_ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE } from '@healing/contracts/admin';
