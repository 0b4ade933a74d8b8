// The back office's home (`/api/admin/dashboard`) and what waits for the owner (`/api/admin/waiting`).
import * as z from 'zod/mini';
import { adminLowStockSchema } from './products';

/**
 * `GET /api/admin/waiting`: what waits for the owner, for the back office's navigation.
 * `orders`: placed and not yet handled (pending, no payment link sent yet); `messages`: contact
 * messages not marked handled; `stories` and `reviews`: waiting for moderation.
 */
export const adminWaitingSchema = z.object({
  orders: z.number(),
  messages: z.number(),
  stories: z.number(),
  reviews: z.number(),
});
export type AdminWaitingDto = z.output<typeof adminWaitingSchema>;
export type AdminWaitingKind = keyof AdminWaitingDto;

/**
 * Orders and sales (money as "12.34") of one stretch of time. `sales` is net: the totals of the
 * orders placed and not cancelled, less what was refunded on them in the stretch; `refunded` is
 * every refund recorded in it.
 */
export const salesFiguresSchema = z.object({
  orders: z.number(),
  sales: z.string(),
  refunded: z.string(),
});
export type SalesFiguresDto = z.output<typeof salesFiguresSchema>;

/**
 * One period so far (today, this week from Monday, this month), beside the previous period up to
 * the same point (yesterday until this time of day, and so on). Dates are the periods' first days.
 */
export const periodFiguresSchema = z.object({
  /** yyyy-mm-dd in the shop's time zone. */
  from: z.string(),
  current: salesFiguresSchema,
  previousFrom: z.string(),
  previous: salesFiguresSchema,
});
export type PeriodFiguresDto = z.output<typeof periodFiguresSchema>;

export const DASHBOARD_DAYS = 30;
export const BEST_SELLERS_SHOWN = 5;

/**
 * `GET /api/admin/dashboard`. Sales are the totals of orders not cancelled, counted on the day
 * they were placed, in `timeZone`, less refunds counted on the day they were made.
 */
export const adminDashboardSchema = z.object({
  timeZone: z.string(),
  /** ISO 8601: when the figures were read. */
  asOf: z.string(),
  today: periodFiguresSchema,
  week: periodFiguresSchema,
  month: periodFiguresSchema,
  /** The last DASHBOARD_DAYS days, oldest first, today last; days without orders included. */
  dailySales: z.array(z.extend(salesFiguresSchema, { date: z.string() })),
  /** By units over the last DASHBOARD_DAYS days, most first; at most BEST_SELLERS_SHOWN. */
  bestSellers: z.array(
    z.object({
      /** Null for a line whose product no longer exists. */
      productId: z.nullable(z.number()),
      productName: z.string(),
      units: z.number(),
      sales: z.string(),
    }),
  ),
  /** As `GET /api/admin/products/low-stock` with its default threshold. */
  lowStock: adminLowStockSchema,
});
export type AdminDashboardDto = z.output<typeof adminDashboardSchema>;
