import { formatMoney } from '../money';

interface PriceProps {
  /** An amount as the API sends it: "24.99". */
  amount: string;
  className?: string;
}

/** Every amount on the page is rendered by this one component (or `formatMoney`). */
export function Price({ amount, className }: PriceProps) {
  return (
    <span className={className} data-amount={amount}>
      {formatMoney(amount)}
    </span>
  );
}
