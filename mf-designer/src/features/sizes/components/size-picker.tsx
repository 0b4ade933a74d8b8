import type { AdultSize } from '@healing/contracts';
import { type Ref, useId } from 'react';
import styles from './size-picker.module.css';

export const CHOOSE_A_SIZE = 'Please choose a size.';

interface SizePickerProps {
  sizes: readonly AdultSize[];
  value: AdultSize | null;
  onChange: (size: AdultSize) => void;
  /** Set when Add to Cart was pressed before a size was chosen: the group says so. */
  showMissing: boolean;
  /** The group, so Add to Cart can take the visitor to it. */
  groupRef?: Ref<HTMLDivElement>;
}

/**
 * The piece's size (XS S M L XL XXL), chosen as on a catalogue tee's page: one button-like
 * choice per size, a radio group for the keyboard (arrow keys move between sizes).
 */
export function SizePicker({ sizes, value, onChange, showMissing, groupRef }: SizePickerProps) {
  const name = useId();
  const labelId = useId();
  const hintId = useId();
  const missingId = useId();
  return (
    <div className={styles.group}>
      <p className={styles.label}>
        <span id={labelId}>Size</span>
        {/* The checked size says it to assistive technology; this is for the eye. */}
        {value ? (
          <span className={styles.current} aria-hidden="true">
            : {value}
          </span>
        ) : null}
      </p>
      <div
        ref={groupRef}
        className={styles.sizes}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={showMissing ? `${missingId} ${hintId}` : hintId}
        aria-required="true"
        aria-invalid={showMissing || undefined}
      >
        {sizes.map((size) => (
          <label key={size} className={styles.size}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
              aria-label={`Size ${size}`}
            />
            <span aria-hidden="true">{size}</span>
          </label>
        ))}
      </div>
      <p className={styles.hint} id={hintId}>
        Unisex adult sizes, the same as our ready-made tees.
      </p>
      {showMissing && (
        <p className={styles.missing} id={missingId}>
          {CHOOSE_A_SIZE}
        </p>
      )}
    </div>
  );
}
