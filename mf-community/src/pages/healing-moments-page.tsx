import { Spinner, usePageMeta, LoadError } from '@healing/platform';
import { useState } from 'react';
import { useMoments } from '../features/moments/api/get-moments';
import { useLikedMoments } from '../features/moments/api/moment-likes';
import { MomentsHero } from '../features/moments/components/moments-hero';
import { QuickMomentForm } from '../features/moments/components/quick-moment-form';
import { SampleStories } from '../features/moments/components/sample-stories';
import { ShareStoryDialog } from '../features/moments/components/share-story-dialog';
import { StoryFilters } from '../features/moments/components/story-filters';
import { StoryGrid } from '../features/moments/components/story-grid';
import { useStoryFilter } from '../features/moments/hooks/use-story-filter';
import styles from './healing-moments-page.module.css';

/** The server lists at most this many stories. */
const LIST_CAP = 200;
const NO_LIKES: ReadonlySet<number> = new Set();

export function HealingMomentsPage() {
  usePageMeta({
    title: 'Healing Moments',
    description:
      'Read real healing stories from our community and share your own moment of growth, love or breakthrough.',
    path: '/healing-moments',
  });
  const moments = useMoments();
  const liked = useLikedMoments();
  const filter = useStoryFilter(moments.data);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const openDialog = () => setDialogOpen(true);

  return (
    <div className={styles.page}>
      <MomentsHero
        storyCount={moments.data?.length}
        isCapped={(moments.data?.length ?? 0) >= LIST_CAP}
        onShare={openDialog}
      />
      <div className={styles.content}>
        <QuickMomentForm />
        <section className={styles.stories} aria-labelledby="community-stories-title">
          <div className={styles.heading}>
            <h2 id="community-stories-title" className={styles.title}>
              Stories from our community
            </h2>
            <p className={styles.subtitle}>Find stories that speak to where you are right now.</p>
          </div>
          <StoryFilters
            search={filter.search}
            onSearchChange={filter.setSearch}
            category={filter.category}
            onCategoryChange={filter.setCategory}
          />
          {moments.isPending ? (
            <div className={styles.loading}>
              <Spinner label="Loading stories" waitsFor="the stories" />
            </div>
          ) : moments.isError ? (
            <LoadError what="the stories" onRetry={() => void moments.refetch()} />
          ) : (
            <>
              <p className={styles.results} role="status">
                {filter.visible.length === 1
                  ? 'Showing 1 story'
                  : `Showing ${filter.visible.length} stories`}
              </p>
              {filter.visible.length > 0 ? (
                <StoryGrid
                  moments={filter.visible}
                  likedIds={liked.data ?? NO_LIKES}
                  asOf={moments.dataUpdatedAt}
                />
              ) : (
                <SampleStories onShare={openDialog} />
              )}
            </>
          )}
        </section>
      </div>
      <ShareStoryDialog open={isDialogOpen} onOpenChange={setDialogOpen} />
    </div>
  );
}
