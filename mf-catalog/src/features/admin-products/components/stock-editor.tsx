import { Button, Spinner, TextField, VisuallyHidden } from '@healing/platform';
import { useState } from 'react';
import { type AdminVariantsDto, useAdminVariants, useSetStock } from '../api/admin-products-api';
import styles from './stock-editor.module.css';

type Variant = AdminVariantsDto['variants'][number];

function StockRow({ variant }: { variant: Variant }) {
  const [value, setValue] = useState(String(variant.stock));
  const setStock = useSetStock();
  const stock = Number(value);
  const valid = /^\d{1,6}$/.test(value) && stock <= 100_000;
  return (
    <li className={styles.row}>
      <span className={styles.label}>
        {variant.label}
        {variant.sku && <span className={styles.sku}>SKU {variant.sku}</span>}
      </span>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) setStock.mutate({ variantId: variant.id, stock });
        }}
      >
        <TextField
          label={`Stock of ${variant.label}`}
          inputMode="numeric"
          value={value}
          error={valid ? undefined : 'A whole number from 0 to 100000'}
          onChange={(event) => setValue(event.target.value.trim())}
        />
        <Button
          type="submit"
          size="small"
          variant="secondary"
          disabled={!valid || stock === variant.stock}
          isLoading={setStock.isPending}
        >
          Save<VisuallyHidden> stock of {variant.label}</VisuallyHidden>
        </Button>
      </form>
    </li>
  );
}

/** The product's variants, each with its stock the owner can set (a delivery, a count). */
export function StockEditor({ productId }: { productId: number }) {
  const variants = useAdminVariants(productId);
  return (
    <section className={styles.editor} aria-labelledby="stock-heading">
      <h2 id="stock-heading" className={styles.title}>
        Stock
      </h2>
      {variants.isPending ? (
        <Spinner label="Loading stock" />
      ) : variants.isError ? (
        <p>The stock could not be loaded.</p>
      ) : (
        <ul className={styles.rows} aria-label="Stock per variant">
          {variants.data.variants.map((variant) => (
            <StockRow key={`${variant.id}-${variant.stock}`} variant={variant} />
          ))}
        </ul>
      )}
    </section>
  );
}
