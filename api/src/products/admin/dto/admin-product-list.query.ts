import {
  adminProductListQuerySchema,
  DEFAULT_ADMIN_PAGE_SIZE,
  MAX_ADMIN_PAGE_SIZE,
} from '@healing/contracts/admin';
import { ADMIN_PAGE_NUMBERS } from '../../../common/admin-page.query';
import { cleanText } from '../../../common/clean-text';
import { prepareFields } from '../../../common/prepare-fields';
import { createSchemaDto } from '../../../common/schema-dto';

export const DEFAULT_PAGE_SIZE = DEFAULT_ADMIN_PAGE_SIZE;
export const MAX_PAGE_SIZE = MAX_ADMIN_PAGE_SIZE;

/** `?q=&archived=&page=&pageSize=`; on-sale products, page 1 of 20, when absent. */
export class AdminProductListQueryDto extends createSchemaDto(adminProductListQuerySchema, {
  prepare: prepareFields({
    wholeNumbers: ADMIN_PAGE_NUMBERS,
    custom: {
      // Stored names are cleaned text, so the search is too.
      q: (value) => (typeof value === 'string' ? cleanText(value) : value),
      archived: (value) =>
        value === 'true' ? true : value === 'false' ? false : value === '' ? undefined : value,
    },
  }),
}) {}
