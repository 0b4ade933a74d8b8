import { SearchIcon, VisuallyHidden } from '@healing/platform';
import {
  STORY_CATEGORY_CHIPS,
  STORY_FILTERS,
  type StoryFilter,
} from '../../../config/story-categories';
import styles from './story-filters.module.css';

interface StoryFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  category: StoryFilter;
  onCategoryChange: (value: StoryFilter) => void;
}

function chipLabel(filter: StoryFilter): string {
  return filter === 'all' ? 'All' : STORY_CATEGORY_CHIPS[filter];
}

export function StoryFilters({
  search,
  onSearchChange,
  category,
  onCategoryChange,
}: StoryFiltersProps) {
  return (
    <div className={styles.filters}>
      <div className={styles.search}>
        <label htmlFor="community-story-search">
          <VisuallyHidden>Search healing stories</VisuallyHidden>
        </label>
        <SearchIcon className={styles.searchIcon} size={20} />
        <input
          id="community-story-search"
          className={styles.searchInput}
          type="search"
          placeholder="Search healing stories..."
          value={search}
          autoComplete="off"
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <div className={styles.chips} role="group" aria-label="Filter stories by category">
        {STORY_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className={`${styles.chip} ${category === filter ? styles.active : ''}`}
            aria-pressed={category === filter}
            onClick={() => onCategoryChange(filter)}
          >
            {chipLabel(filter)}
          </button>
        ))}
      </div>
    </div>
  );
}
