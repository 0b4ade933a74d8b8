import { RemoteRoot } from '@healing/platform';
import { ReviewPage } from '../pages/review-page';

export default function ReviewPageExpose() {
  return (
    <RemoteRoot remote="catalog" release={__RELEASE__}>
      <ReviewPage />
    </RemoteRoot>
  );
}
