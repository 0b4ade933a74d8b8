import { AdminPageQuery, MAX_ADMIN_PAGE_SIZE } from '../../common/admin-page.query';

export const MAX_AUDIT_PAGE_SIZE = MAX_ADMIN_PAGE_SIZE;

/** `?page=&pageSize=` of the audit log; page 1 of 50 when absent. */
export class AuditPageQuery extends AdminPageQuery {}
