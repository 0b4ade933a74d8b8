import type { HealingMomentDto } from '@healing/platform';
import { useMemo, useState } from 'react';
import type { StoryFilter } from '../../../config/story-categories';

/** SPEC.md section 5: case-insensitive text on story and name; the category matches exactly. */
export function filterStories(
  moments: readonly HealingMomentDto[],
  search: string,
  category: StoryFilter,
): HealingMomentDto[] {
  const needle = search.trim().toLocaleLowerCase();
  return moments.filter(
    (moment) =>
      (category === 'all' || moment.category === category) &&
      (!needle ||
        moment.story.toLocaleLowerCase().includes(needle) ||
        moment.name.toLocaleLowerCase().includes(needle)),
  );
}

export function useStoryFilter(moments: readonly HealingMomentDto[] | undefined) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<StoryFilter>('all');
  const visible = useMemo(
    () => filterStories(moments ?? [], search, category),
    [moments, search, category],
  );
  return { search, setSearch, category, setCategory, visible };
}
