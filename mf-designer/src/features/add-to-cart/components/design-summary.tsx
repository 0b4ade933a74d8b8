import {
  Button,
  CUSTOM_DESIGN_PRICES,
  customDesignName,
  DESIGN_PRODUCT_NAMES,
  type DesignProductType,
  formatMoney,
  Price,
  useCart,
} from '@healing/platform';
import { useId, useState } from 'react';
import { findTemplate } from '../../../lib/design-catalogue';
import {
  type Design,
  FONT_SIZE_LABELS,
  hasArtwork,
  type ImagePlacement,
  needsSize,
  pieceSize,
  printedText,
} from '../../../lib/design-model';
import { CHOOSE_A_SIZE } from '../../sizes/components/size-picker';
import { customDesignData, customDesignItem } from '../custom-design-item';
import styles from './design-summary.module.css';

export const NOTHING_TO_PRINT = 'Choose a design, add your text or upload an image first.';
export const WAIT_FOR_UPLOAD = 'Please wait until your image has finished uploading.';

/** The button says what the server will charge for this piece: "Add to Cart - $25.00". */
export function addLabel(productType: DesignProductType): string {
  return `Add to Cart - ${formatMoney(CUSTOM_DESIGN_PRICES[productType])}`;
}

interface DesignSummaryProps {
  design: Design;
  isUploading: boolean;
  /** Where the preview shows the uploaded image: it goes to the cart with the design. */
  shownPlacement?: ImagePlacement | null;
  /** Add to Cart was pressed before the piece's size was chosen. */
  onSizeMissing?: () => void;
}

/** What will be made, named and priced as the server will, and the one button that adds it. */
export function DesignSummary({
  design,
  isUploading,
  shownPlacement = null,
  onSizeMissing,
}: DesignSummaryProps) {
  const { addCustomDesign, isAdding } = useCart();
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const template = findTemplate(design.templateId);
  const text = printedText(design);
  const piece = DESIGN_PRODUCT_NAMES[design.productType];
  const size = pieceSize(design);
  // A message goes away by itself once the visitor has done what it asked.
  const shownProblem =
    (problem === NOTHING_TO_PRINT && hasArtwork(design)) ||
    (problem === WAIT_FOR_UPLOAD && !isUploading) ||
    (problem === CHOOSE_A_SIZE && !needsSize(design))
      ? null
      : problem;

  const add = async () => {
    if (isUploading) return setProblem(WAIT_FOR_UPLOAD);
    if (!hasArtwork(design)) return setProblem(NOTHING_TO_PRINT);
    if (needsSize(design)) {
      setProblem(CHOOSE_A_SIZE);
      return onSizeMissing?.();
    }
    setProblem(null);
    // The platform toasts success or failure and opens the cart sidebar on success.
    await addCustomDesign(customDesignItem(design, shownPlacement));
  };

  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        Your design
      </h2>
      <p className={styles.name}>{customDesignName(customDesignData(design))}</p>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt>Design</dt>
          <dd>{template?.name ?? 'Your own'}</dd>
        </div>
        {size && (
          <div className={styles.detail}>
            <dt>Size</dt>
            <dd>{size}</dd>
          </div>
        )}
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
        <span>Price for this {piece}</span>
        <Price amount={CUSTOM_DESIGN_PRICES[design.productType]} className={styles.amount} />
      </p>
      <Button size="large" fullWidth isLoading={isAdding} onClick={() => void add()}>
        {addLabel(design.productType)}
      </Button>
      <p className={styles.problem} role="alert" hidden={!shownProblem}>
        {shownProblem}
      </p>
    </section>
  );
}
