// `?page=&pageSize=` of every back-office list; each list's query extends it with its filters.
import * as z from 'zod/mini';
import { wholeNumberBetween } from '../rules/query-rules';

export const DEFAULT_ADMIN_PAGE_SIZE = 20;
export const MAX_ADMIN_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;

export const adminPageQuerySchema = z.object({
  page: z.optional(
    wholeNumberBetween(`page must be a whole number from 1 to ${MAX_PAGE}`, 1, MAX_PAGE),
  ),
  pageSize: z.optional(
    wholeNumberBetween(
      `pageSize must be a whole number from 1 to ${MAX_ADMIN_PAGE_SIZE}`,
      1,
      MAX_ADMIN_PAGE_SIZE,
    ),
  ),
});
export type AdminPageQuery = z.input<typeof adminPageQuerySchema>;
