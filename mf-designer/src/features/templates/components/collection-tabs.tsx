import type { CollectionSlug } from '@healing/platform';
import { type KeyboardEvent, useRef } from 'react';
import { collectionName, DESIGN_COLLECTIONS } from '../../../lib/design-catalogue';
import styles from './collection-tabs.module.css';

interface CollectionTabsProps {
  active: CollectionSlug;
  onChange: (collection: CollectionSlug) => void;
  /** Id prefix tying each tab to its panel. */
  idBase: string;
}

export const tabId = (idBase: string, collection: CollectionSlug) => `${idBase}-tab-${collection}`;
export const panelId = (idBase: string, collection: CollectionSlug) =>
  `${idBase}-panel-${collection}`;

/** The three collections as tabs: arrow keys, Home and End move between them (WAI-ARIA tabs). */
export function CollectionTabs({ active, onChange, idBase }: CollectionTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const moveTo = (index: number) => {
    const count = DESIGN_COLLECTIONS.length;
    const next = (index + count) % count;
    onChange(DESIGN_COLLECTIONS[next]);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: DESIGN_COLLECTIONS.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    moveTo(moves[event.key]);
  };

  return (
    <div className={styles.tabs} role="tablist" aria-label="Design collections">
      {DESIGN_COLLECTIONS.map((collection, index) => {
        const isActive = collection === active;
        return (
          <button
            key={collection}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, collection)}
            aria-selected={isActive}
            aria-controls={panelId(idBase, collection)}
            tabIndex={isActive ? 0 : -1}
            className={styles.tab}
            data-collection={collection}
            onClick={() => onChange(collection)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {collectionName(collection)}
          </button>
        );
      })}
    </div>
  );
}
