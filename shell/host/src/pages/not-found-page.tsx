import { NotFoundView } from '@healing/platform';

/** Any path no route claims (SPEC.md section 2). */
export function NotFoundPage() {
  return <NotFoundView />;
}
