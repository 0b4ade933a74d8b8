import { Button, CUSTOM_DESIGN_PRICES, Price, useCart } from '@healing/platform';
import { useId, useState } from 'react';
import { collectionName, findTemplate, PRODUCT_TYPE_SINGULAR } from '../../../lib/design-catalogue';
import {
  type Design,
  designCollection,
  FONT_SIZE_LABELS,
  hasArtwork,
  printedText,
} from '../../../lib/design-model';
import { customDesignItem } from '../custom-design-item';
import styles from './design-summary.module.css';

export const ADD_LABEL = 'Add to Cart - Starting at $19.99';
export const NOTHING_TO_PRINT = 'Choose a design, add your text or upload an image first.';
export const WAIT_FOR_UPLOAD = 'Please wait until your image has finished uploading.';

interface DesignSummaryProps {
  design: Design;
  isUploading: boolean;
}

/** What will be made, at the server's price, and the one button that adds it to the cart. */
export function DesignSummary({ design, isUploading }: DesignSummaryProps) {
  const { addCustomDesign, isAdding } = useCart();
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const template = findTemplate(design.templateId);
  const text = printedText(design);
  // A message goes away by itself once the visitor has done what it asked.
  const shownProblem =
    (problem === NOTHING_TO_PRINT && hasArtwork(design)) ||
    (problem === WAIT_FOR_UPLOAD && !isUploading)
      ? null
      : problem;

  const add = async () => {
    if (isUploading) return setProblem(WAIT_FOR_UPLOAD);
    if (!hasArtwork(design)) return setProblem(NOTHING_TO_PRINT);
    setProblem(null);
    // The platform toasts success or failure and opens the cart sidebar on success.
    await addCustomDesign(customDesignItem(design));
  };

  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        Your design
      </h2>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt>Product</dt>
          <dd>{PRODUCT_TYPE_SINGULAR[design.productType]}</dd>
        </div>
        <div className={styles.detail}>
          <dt>Collection</dt>
          <dd>{collectionName(designCollection(design))}</dd>
        </div>
        <div className={styles.detail}>
          <dt>Design</dt>
          <dd>{template?.name ?? 'Your own'}</dd>
        </div>
        {text && (
          <div className={styles.detail}>
            <dt>Text size</dt>
            <dd>{FONT_SIZE_LABELS[design.fontSize]}</dd>
          </div>
        )}
        {design.image && (
          <div className={styles.detail}>
            <dt>Image</dt>
            <dd>Uploaded</dd>
          </div>
        )}
      </dl>
      <p className={styles.price}>
        <span>Price for this {PRODUCT_TYPE_SINGULAR[design.productType]}</span>
        <Price amount={CUSTOM_DESIGN_PRICES[design.productType]} className={styles.amount} />
      </p>
      <Button size="large" fullWidth isLoading={isAdding} onClick={() => void add()}>
        {ADD_LABEL}
      </Button>
      <p className={styles.problem} role="alert" hidden={!shownProblem}>
        {shownProblem}
      </p>
    </section>
  );
}
