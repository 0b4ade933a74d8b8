import type { CollectionSlug } from '@healing/platform';
import { useId, useState } from 'react';
import { collectionName, findTemplate, templatesOf } from '../../../lib/design-catalogue';
import { pageContaining } from '../paging';
import { CollectionTabs, panelId, tabId } from './collection-tabs';
import { TemplateGallery } from './template-gallery';
import styles from './template-browser.module.css';

interface TemplateBrowserProps {
  activeCollection: CollectionSlug;
  onCollectionChange: (collection: CollectionSlug) => void;
  selectedId: string | null;
  onSelect: (templateId: string | null) => void;
}

/** The design catalogue: a tab per collection, each with its paged templates. */
export function TemplateBrowser({
  activeCollection,
  onCollectionChange,
  selectedId,
  onSelect,
}: TemplateBrowserProps) {
  const idBase = useId();
  // Each tab remembers its page; a tab opens first on the page of the chosen design.
  const [pages, setPages] = useState<Partial<Record<CollectionSlug, number>>>({});
  const templates = templatesOf(activeCollection);
  const page =
    pages[activeCollection] ?? pageContaining(templates, (template) => template.id === selectedId);
  const selected = findTemplate(selectedId);

  return (
    <div className={styles.browser}>
      <CollectionTabs active={activeCollection} onChange={onCollectionChange} idBase={idBase} />
      <div
        role="tabpanel"
        id={panelId(idBase, activeCollection)}
        aria-labelledby={tabId(idBase, activeCollection)}
        className={styles.panel}
      >
        <TemplateGallery
          templates={templates}
          collectionLabel={collectionName(activeCollection)}
          page={page}
          onPageChange={(next) => setPages((current) => ({ ...current, [activeCollection]: next }))}
          selectedId={selectedId}
          onSelect={onSelect}
        />
      </div>
      <p className={styles.choice} aria-live="polite">
        {selected ? (
          <>
            Chosen design: <strong>{selected.name}</strong> ({collectionName(selected.collection)})
            <button type="button" className={styles.clear} onClick={() => onSelect(null)}>
              Remove design
            </button>
          </>
        ) : (
          'No design chosen: your text or image can stand on its own.'
        )}
      </p>
    </div>
  );
}
