const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** "November 17, 2026", with the machine-readable date in the markup. */
export function FormattedDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time className={className} dateTime={iso}>
      {formatDate(iso)}
    </time>
  );
}
