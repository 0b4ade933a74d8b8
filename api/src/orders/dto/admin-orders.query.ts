import {
  adminOrdersQuerySchema,
  DEFAULT_ADMIN_PAGE_SIZE,
  MAX_ADMIN_PAGE_SIZE,
} from '@healing/contracts/admin';
import { ADMIN_PAGE_NUMBERS } from '../../common/admin-page.query';
import { prepareFields } from '../../common/prepare-fields';
import { createSchemaDto } from '../../common/schema-dto';

export const DEFAULT_ORDER_PAGE_SIZE = DEFAULT_ADMIN_PAGE_SIZE;
export const MAX_ORDER_PAGE_SIZE = MAX_ADMIN_PAGE_SIZE;

/** The list's filters as typed in the back office: blank counts as not given. */
export class AdminOrdersQuery extends createSchemaDto(adminOrdersQuerySchema, {
  prepare: prepareFields({
    wholeNumbers: ADMIN_PAGE_NUMBERS,
    custom: {
      status: (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      q: (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    },
  }),
}) {}
