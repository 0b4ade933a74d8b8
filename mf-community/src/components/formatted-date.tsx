import { formatDate } from '@healing/platform';

/** "November 17, 2026", with the machine-readable date in the markup. */
export function FormattedDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time className={className} dateTime={iso}>
      {formatDate(iso)}
    </time>
  );
}
