import { type CollectionSlug, RemoteRoot } from '@healing/platform';
import { CollectionPage } from '../pages/collection-page';

export default function CollectionPageExpose({ collection }: { collection: CollectionSlug }) {
  return (
    <RemoteRoot remote="catalog" release={__RELEASE__}>
      <CollectionPage collection={collection} />
    </RemoteRoot>
  );
}
