import { Injectable } from '@nestjs/common';
import {
  type AdminDashboardDto,
  type AdminWaitingDto,
  BEST_SELLERS_SHOWN,
  DASHBOARD_DAYS,
  type PeriodFiguresDto,
} from '@healing/contracts/admin';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { formatCents, toCents } from '../common/money';
import { AdminVariantsService } from '../products/admin/admin-variants.service';
import { type ComparedPeriod, lastDays, periodsAt, SHOP_TIME_ZONE, shopDate } from './periods';
import { type SalesFigures, salesIn } from './sales';
import { waitingFor } from './waiting';

const figures = (sales: SalesFigures) => ({
  orders: sales.orders,
  sales: formatCents(sales.salesCents),
  refunded: formatCents(sales.refundedCents),
});

/** The back office's home: the figures a small shop watches, and what waits. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly variants: AdminVariantsService,
    /** The dashboard's "now"; tests move it. */
    readonly clock: Clock,
  ) {}

  async waiting(): Promise<AdminWaitingDto> {
    const { orders, messages, stories, reviews } = await waitingFor(this.dataSource.manager);
    return { orders, messages, stories, reviews };
  }

  async figures(): Promise<AdminDashboardDto> {
    const now = this.clock.now();
    const periods = periodsAt(now);
    const compared: ComparedPeriod[] = [periods.today, periods.week, periods.month];
    const days = lastDays(now, DASHBOARD_DAYS);
    const manager = this.dataSource.manager;
    const sales = await salesIn(manager, [
      ...compared.flatMap((period) => [period.current, period.previous]),
      ...days,
    ]);
    const period = (index: number): PeriodFiguresDto => ({
      from: shopDate(compared[index].current.from),
      current: figures(sales[index * 2]),
      previousFrom: shopDate(compared[index].previous.from),
      previous: figures(sales[index * 2 + 1]),
    });
    const daily = sales.slice(compared.length * 2);
    return {
      timeZone: SHOP_TIME_ZONE,
      asOf: now.toISOString(),
      today: period(0),
      week: period(1),
      month: period(2),
      dailySales: days.map((day, index) => ({
        date: shopDate(day.from),
        ...figures(daily[index]),
      })),
      bestSellers: await bestSellers(manager, days[0].from, now),
      lowStock: await this.variants.lowStock(),
    };
  }
}

/** Products by units sold in orders not cancelled since `from`, most first. */
async function bestSellers(
  manager: EntityManager,
  from: Date,
  to: Date,
): Promise<AdminDashboardDto['bestSellers']> {
  const rows = await manager.query<
    { product_id: number | null; name: string; units: number; sales: string }[]
  >(
    `SELECT i.product_id, coalesce(p.name, max(i.product_name)) AS name,
            sum(i.quantity)::int AS units, sum(i.total)::text AS sales
       FROM order_items i
       JOIN orders o ON o.id = i.order_id
       LEFT JOIN products p ON p.id = i.product_id
      WHERE o.created_at >= $1 AND o.created_at < $2 AND o.status <> 'cancelled'
      GROUP BY i.product_id, p.name
      ORDER BY units DESC, sum(i.total) DESC, name
      LIMIT $3`,
    [from.toISOString(), to.toISOString(), BEST_SELLERS_SHOWN],
  );
  return rows.map((row) => ({
    productId: row.product_id,
    productName: row.name,
    units: row.units,
    sales: formatCents(toCents(row.sales)),
  }));
}
