import { apiJson } from '@healing/platform';
import { queryOptions } from '@tanstack/react-query';
import type { AdminMailPreviewDto, AdminMailTemplatesDto } from '@healing/contracts/admin';

export type { AdminMailPreviewDto, AdminMailTemplatesDto };

export const emailKeys = {
  all: ['community', 'admin', 'emails'] as const,
  list: () => [...emailKeys.all, 'list'] as const,
  preview: (id: string) => [...emailKeys.all, 'preview', id] as const,
};

/** Every e-mail the shop sends: name, when, to whom, subject. */
export function mailTemplatesQueryOptions() {
  return queryOptions({
    queryKey: emailKeys.list(),
    queryFn: ({ signal }) =>
      apiJson<AdminMailTemplatesDto>('GET', '/api/admin/emails', undefined, { signal }),
  });
}

/** One e-mail rendered with sample data: its HTML document and its text. */
export function mailPreviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: emailKeys.preview(id),
    queryFn: ({ signal }) =>
      apiJson<AdminMailPreviewDto>(
        'GET',
        `/api/admin/emails/${encodeURIComponent(id)}`,
        undefined,
        { signal },
      ),
  });
}
