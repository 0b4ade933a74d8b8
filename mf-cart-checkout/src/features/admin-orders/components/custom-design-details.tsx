import { buttonClassName, DESIGN_PRODUCT_NAMES } from '@healing/platform';
import { DESIGN_TEMPLATES } from '@healing/contracts';
import type { AdminOrderLine } from '../../../api/order-contracts';
import styles from './custom-design-details.module.css';

type Design = NonNullable<AdminOrderLine['customDesignData']>;

const FONT_SIZE_NAMES: Record<NonNullable<Design['fontSize']>, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  'extra-large': 'Extra large',
};

/** The designer's defaults, for a design saved without them. */
const DEFAULT_FONT_SIZE = 'medium';
const DEFAULT_TEXT_COLOR = '#DC2626';

export function templateName(templateId: string | undefined): string | null {
  if (!templateId) return null;
  return DESIGN_TEMPLATES.find((template) => template.id === templateId)?.name ?? templateId;
}

/** Every choice the shopper made, as the workshop needs it to make the piece. */
export function customDesignFacts(design: Design): { term: string; value: string }[] {
  const text = design.customText?.trim();
  return [
    { term: 'Product', value: DESIGN_PRODUCT_NAMES[design.productType] },
    ...(design.size ? [{ term: 'Size', value: design.size }] : []),
    { term: 'Template', value: templateName(design.templateId) ?? 'None' },
    { term: 'Text', value: text ? `“${text}”` : 'None' },
    ...(text
      ? [
          { term: 'Font size', value: FONT_SIZE_NAMES[design.fontSize ?? DEFAULT_FONT_SIZE] },
          { term: 'Colour', value: (design.textColor ?? DEFAULT_TEXT_COLOR).toUpperCase() },
        ]
      : []),
  ];
}

/** A custom line's design in full, its upload and the workshop's files (proof, original). */
export function CustomDesignDetails({ line }: { line: AdminOrderLine }) {
  const design = line.customDesignData;
  if (!design) return null;
  return (
    <div className={styles.details} role="group" aria-label={`Design of ${line.name}`}>
      <dl className={styles.facts}>
        {customDesignFacts(design).map(({ term, value }) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>
              {term === 'Colour' && (
                <span className={styles.swatch} style={{ background: value }} aria-hidden="true" />
              )}
              {value}
            </dd>
          </div>
        ))}
        <div className={styles.fact}>
          <dt>Upload</dt>
          <dd>
            {design.uploadId && line.uploadDownloadUrl ? (
              <span className={styles.upload}>
                <img
                  className={styles.uploadThumb}
                  src={`/api/uploads/${design.uploadId}`}
                  alt={`The shopper's image${design.designImage ? `, ${design.designImage}` : ''}`}
                  width={56}
                  height={56}
                />
                <a href={line.uploadDownloadUrl} download>
                  Download original
                </a>
              </span>
            ) : (
              'None'
            )}
          </dd>
        </div>
      </dl>
      {line.proofUrl && (
        <a
          className={buttonClassName({ variant: 'outline', size: 'small' })}
          href={line.proofUrl}
          target="_blank"
          rel="noopener"
        >
          Proof (PNG)
        </a>
      )}
    </div>
  );
}
