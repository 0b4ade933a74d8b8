import type { DesignTemplate } from '@healing/platform';
import { templateImageUrl } from '../../../lib/design-catalogue';
import { pageOf } from '../paging';
import { TemplatePager } from './template-pager';
import styles from './template-gallery.module.css';

interface TemplateGalleryProps {
  templates: readonly DesignTemplate[];
  collectionLabel: string;
  page: number;
  onPageChange: (page: number) => void;
  selectedId: string | null;
  /** Called with null when the chosen template is clicked again. */
  onSelect: (templateId: string | null) => void;
}

/** One collection's templates, 8 per page, or a 'Coming Soon' note when it has none yet. */
export function TemplateGallery({
  templates,
  collectionLabel,
  page,
  onPageChange,
  selectedId,
  onSelect,
}: TemplateGalleryProps) {
  if (templates.length === 0) {
    return (
      <div className={styles.comingSoon}>
        <p className={styles.comingSoonTitle}>Coming Soon</p>
        <p className={styles.comingSoonText}>
          New {collectionLabel} designs are on their way. Meanwhile, your own words or image make a
          beautiful design too.
        </p>
      </div>
    );
  }
  const shown = pageOf(templates, page);
  return (
    <div className={styles.gallery}>
      <ul className={styles.grid} aria-label={`${collectionLabel} designs`}>
        {shown.items.map((template) => {
          const isSelected = template.id === selectedId;
          return (
            <li key={template.id}>
              <button
                type="button"
                className={styles.template}
                aria-pressed={isSelected}
                onClick={() => onSelect(isSelected ? null : template.id)}
              >
                <img
                  className={styles.image}
                  src={templateImageUrl(template.id)}
                  alt=""
                  width="300"
                  height="300"
                  loading="lazy"
                  decoding="async"
                />
                <span className={styles.name}>{template.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {shown.count > 1 && (
        <>
          <TemplatePager
            index={shown.index}
            count={shown.count}
            onChange={onPageChange}
            label={collectionLabel}
          />
          <p className={styles.status} aria-live="polite">
            Showing designs {shown.start + 1}–{shown.start + shown.items.length} of{' '}
            {templates.length}
          </p>
        </>
      )}
    </div>
  );
}
