import { adminPageQuerySchema, MAX_ADMIN_PAGE_SIZE } from '@healing/contracts/admin';
import { ADMIN_PAGE_NUMBERS } from '../../common/admin-page.query';
import { prepareFields } from '../../common/prepare-fields';
import { createSchemaDto } from '../../common/schema-dto';

export const MAX_AUDIT_PAGE_SIZE = MAX_ADMIN_PAGE_SIZE;

/** `?page=&pageSize=` of the audit log; page 1 of 50 when absent. */
export class AuditPageQuery extends createSchemaDto(adminPageQuerySchema, {
  prepare: prepareFields({ wholeNumbers: ADMIN_PAGE_NUMBERS }),
}) {}
