import { FONT_SIZES, type FontSize } from '@healing/platform';
import { useId } from 'react';
import { FONT_SIZE_LABELS } from '../../../lib/design-model';
import styles from './text-options.module.css';

interface FontSizePickerProps {
  value: FontSize;
  onChange: (size: FontSize) => void;
}

/** Small, medium (default), large and extra-large, each showing its own size. */
export function FontSizePicker({ value, onChange }: FontSizePickerProps) {
  const name = useId();
  const labelId = useId();
  return (
    <div className={styles.group}>
      <span className={styles.groupLabel} id={labelId}>
        Font size
      </span>
      <div className={styles.segments} role="radiogroup" aria-labelledby={labelId}>
        {FONT_SIZES.map((size) => (
          <label key={size} className={styles.segment}>
            <input
              className={styles.hiddenRadio}
              type="radio"
              name={name}
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
            />
            <span className={styles.sample} data-size={size} aria-hidden="true">
              Aa
            </span>
            <span className={styles.segmentLabel}>{FONT_SIZE_LABELS[size]}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
