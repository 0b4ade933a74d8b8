import { Button, Spinner } from '@healing/platform';
import { useRef, useState } from 'react';
import { useAdminVariants } from '../api/admin-products-api';
import { StockEditor } from './stock-editor';
import { VariantsEditor } from './variants-editor';
import styles from './variants-editor.module.css';

interface ProductVariantsProps {
  productId: number;
  productPrice: string;
}

/**
 * "Sizes and versions": what the product is sold in (its options), edited on demand; and its
 * stock per variant, counted one at a time. While the options are edited their rows carry the
 * stock, so the stock list steps aside.
 */
export function ProductVariants({ productId, productPrice }: ProductVariantsProps) {
  const variants = useAdminVariants(productId);
  const [isEditing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  function done() {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  let body;
  if (variants.isPending) {
    body = <Spinner label="Loading sizes and versions" />;
  } else if (variants.isError) {
    body = <p>The sizes and versions could not be loaded.</p>;
  } else if (isEditing) {
    body = <VariantsEditor stored={variants.data} productPrice={productPrice} onDone={done} />;
  } else {
    const { options } = variants.data;
    body = (
      <>
        {options.length === 0 ? (
          <p className={styles.note}>Sold in one size.</p>
        ) : (
          <dl className={styles.summary}>
            {options.map((option) => (
              <div key={option.name} className={styles.summaryRow}>
                <dt>{option.name}</dt>
                <dd>{option.values.join(', ')}</dd>
              </div>
            ))}
          </dl>
        )}
        <div>
          <Button
            ref={editButton}
            variant="secondary"
            size="small"
            onClick={() => setEditing(true)}
          >
            Edit sizes and versions
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <section className={styles.section} aria-labelledby="variants-heading">
        <h2 id="variants-heading" className={styles.title}>
          Sizes and versions
        </h2>
        {body}
      </section>
      {!isEditing && <StockEditor productId={productId} />}
    </>
  );
}
