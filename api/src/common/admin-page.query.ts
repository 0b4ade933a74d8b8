/** The back-office pager's query-string numbers, for a schema DTO's `prepareFields({ wholeNumbers })`. */
export const ADMIN_PAGE_NUMBERS = ['page', 'pageSize'] as const;
