import { usePageMeta } from '@healing/platform';

/** A back-office page's title; search engines are told to skip it. */
export function useAdminMeta(title: string): void {
  usePageMeta({
    title: `${title} · Back office`,
    description: "The Healing Shop's back office.",
    robots: 'noindex',
  });
}
