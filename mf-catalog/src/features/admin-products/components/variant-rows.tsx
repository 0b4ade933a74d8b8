import { TextField, VisuallyHidden } from '@healing/platform';
import { variantFieldId } from '../hooks/use-variants-editor';
import type { VariantErrors } from '../variant-checks';
import { type OptionDraft, type RowDraft, rowLabel } from '../variant-drafts';
import styles from './variants-editor.module.css';

interface VariantRowsProps {
  options: readonly OptionDraft[];
  rows: readonly RowDraft[];
  errors: VariantErrors;
  /** The product's own price: what a variant without its own costs. */
  productPrice: string;
  onChange: (key: string, change: Partial<Pick<RowDraft, 'sku' | 'price' | 'stock'>>) => void;
}

/** One row per combination of the options' values: its SKU, its own price if any, its stock. */
export function VariantRows({ options, rows, errors, productPrice, onChange }: VariantRowsProps) {
  return (
    <ul className={styles.rows} aria-label="Variants">
      {rows.map((row, index) => {
        const label = rowLabel(options, row) || `Variant ${index + 1}`;
        const field = (name: string) => `variants.${index}.${name}`;
        const rowError = errors[`variants.${index}`];
        return (
          <li
            key={row.key}
            id={variantFieldId(`variants.${index}`)}
            tabIndex={-1}
            className={styles.row}
          >
            <p className={styles.rowLabel}>
              {label}
              {row.id === undefined && <span className={styles.isNew}>new</span>}
            </p>
            {rowError && (
              <p className={styles.error} role="alert">
                {rowError}
              </p>
            )}
            <div className={styles.rowFields}>
              <TextField
                id={variantFieldId(field('sku'))}
                label={
                  <>
                    SKU<VisuallyHidden> of {label}</VisuallyHidden>
                  </>
                }
                optional
                maxLength={64}
                autoComplete="off"
                value={row.sku}
                error={errors[field('sku')]}
                onChange={(event) => onChange(row.key, { sku: event.target.value })}
              />
              <TextField
                id={variantFieldId(field('price'))}
                label={
                  <>
                    Own price<VisuallyHidden> of {label}</VisuallyHidden>
                  </>
                }
                optional
                inputMode="decimal"
                placeholder={productPrice}
                value={row.price}
                error={errors[field('price')]}
                onChange={(event) => onChange(row.key, { price: event.target.value })}
              />
              <TextField
                id={variantFieldId(field('stock'))}
                label={
                  <>
                    Stock<VisuallyHidden> of {label}</VisuallyHidden>
                  </>
                }
                inputMode="numeric"
                value={row.stock}
                error={errors[field('stock')]}
                onChange={(event) => onChange(row.key, { stock: event.target.value })}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
