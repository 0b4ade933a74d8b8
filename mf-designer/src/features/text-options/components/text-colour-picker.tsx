import { useId } from 'react';
import { isHexColor, TEXT_SWATCHES } from '../../../lib/design-model';
import styles from './text-options.module.css';

interface TextColourPickerProps {
  value: string;
  onChange: (hex: string) => void;
}

/** A few swatches in the shop's palette, and a picker for any other colour. */
export function TextColourPicker({ value, onChange }: TextColourPickerProps) {
  const name = useId();
  const labelId = useId();
  const pickerId = useId();
  const current = value.toUpperCase();
  const swatch = TEXT_SWATCHES.find((item) => item.hex === current);
  return (
    <div className={styles.group}>
      <span className={styles.groupLabel} id={labelId}>
        Text colour
      </span>
      <div className={styles.colours}>
        <div className={styles.swatches} role="radiogroup" aria-labelledby={labelId}>
          {TEXT_SWATCHES.map((item) => (
            <label key={item.hex} className={styles.swatch} title={item.name}>
              <input
                className={styles.hiddenRadio}
                type="radio"
                name={name}
                value={item.hex}
                checked={current === item.hex}
                aria-label={item.name}
                onChange={() => onChange(item.hex)}
              />
              <span className={styles.chip} style={{ background: item.hex }} aria-hidden="true" />
            </label>
          ))}
        </div>
        <div className={styles.picker}>
          <input
            id={pickerId}
            className={styles.colourInput}
            type="color"
            value={current.toLowerCase()}
            onChange={(event) => {
              if (isHexColor(event.target.value)) onChange(event.target.value.toUpperCase());
            }}
          />
          <label htmlFor={pickerId} className={styles.pickerLabel}>
            Custom colour
          </label>
        </div>
      </div>
      <p className={styles.colourName} aria-live="polite">
        {swatch ? `${swatch.name} ` : 'Custom colour '}
        <span className={styles.hex}>{current}</span>
      </p>
    </div>
  );
}
