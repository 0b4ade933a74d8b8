import { formatDate } from '@healing/platform';

// The owner's pages are rendered in the browser only, so dates show in the owner's own time zone.

/** "Nov 29, 2026, 10:24 AM" */
export function formatDateTime(iso: string): string {
  return formatDate(iso, { style: 'medium', withTime: true });
}
