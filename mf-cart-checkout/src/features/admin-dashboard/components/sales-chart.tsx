import { formatMoney, toCents } from '@healing/platform';
import { useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminDashboardDto } from '../../../api/dashboard-contracts';
import styles from '../admin-dashboard-page.module.css';

type Day = AdminDashboardDto['dailySales'][number];

// The shop's primary colour (global.css's --color-primary): SVG attributes take no CSS variables.
const BAR = '#9a4658';
const GRID = '#eadfd5';
const INK_SOFT = '#5e5360';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-03-18" -> "Mar 18" */
export function shortDate(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}`;
}

const dollars = (value: number) => `$${Math.round(value)}`;

/**
 * Daily sales over the last 30 days as bars. The chart is a picture for the eye (hidden from
 * screen readers); the same figures are a table, visually hidden until the owner asks for it.
 */
export function SalesChart({ days }: { days: Day[] }) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const points = days.map((day) => ({
    label: shortDate(day.date),
    sales: toCents(day.sales) / 100,
  }));
  const table = (
    <table className={styles.table} id={tableId}>
      <caption>Sales per day, last {days.length} days</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Orders</th>
          <th scope="col">Sales</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row">{shortDate(day.date)}</th>
            <td>{day.orders}</td>
            <td>{formatMoney(day.sales)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <div className={styles.chartArea}>
      <div className={styles.chart} aria-hidden="true" data-testid="sales-chart">
        <BarChart
          responsive
          data={points}
          style={{ width: '100%', height: '100%' }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke={GRID} />
          <XAxis
            dataKey="label"
            tick={{ fill: INK_SOFT, fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: GRID }}
            interval="preserveStartEnd"
            minTickGap={16}
          />
          <YAxis
            tickFormatter={dollars}
            tick={{ fill: INK_SOFT, fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            width={56}
            allowDecimals={false}
          />
          <Tooltip
            formatter={(value) => [formatMoney(Number(value)), 'Sales']}
            cursor={{ fill: 'rgba(154, 70, 88, 0.08)' }}
          />
          <Bar dataKey="sales" fill={BAR} radius={[4, 4, 0, 0]} maxBarSize={28} />
        </BarChart>
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
      >
        {showTable ? 'Hide the table' : 'Show as a table'}
      </button>
      {showTable ? table : <div className={styles.hiddenTable}>{table}</div>}
    </div>
  );
}
