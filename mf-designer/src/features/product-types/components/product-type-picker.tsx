import type { DesignProductType } from '@healing/platform';
import { useId } from 'react';
import { ProductIcon } from '../../../components/product-icon';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from '../../../lib/design-catalogue';
import styles from './product-type-picker.module.css';

interface ProductTypePickerProps {
  value: DesignProductType;
  onChange: (type: DesignProductType) => void;
}

/** The six product types (SPEC.md section 2) as a group of radio cards. */
export function ProductTypePicker({ value, onChange }: ProductTypePickerProps) {
  const name = useId();
  return (
    <div className={styles.grid} role="radiogroup" aria-label="Product type">
      {PRODUCT_TYPES.map((type) => (
        <label key={type} className={styles.card}>
          <input
            className={styles.radio}
            type="radio"
            name={name}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          <ProductIcon type={type} className={styles.icon} />
          <span className={styles.label}>{PRODUCT_TYPE_LABELS[type]}</span>
        </label>
      ))}
    </div>
  );
}
