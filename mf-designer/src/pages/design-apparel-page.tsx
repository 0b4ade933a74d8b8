import {
  breadcrumbJsonLd,
  type CollectionSlug,
  NeedsJavaScript,
  usePageMeta,
} from '@healing/platform';
import { designSizes } from '@healing/contracts';
import { useCallback, useRef, useState } from 'react';
import { StudioStep } from '../components/studio-step';
import { DesignSummary } from '../features/add-to-cart/components/design-summary';
import { DesignPreview } from '../features/preview/components/design-preview';
import { ProductTypePicker } from '../features/product-types/components/product-type-picker';
import { SizePicker } from '../features/sizes/components/size-picker';
import { TemplateBrowser } from '../features/templates/components/template-browser';
import { CustomTextField } from '../features/text-options/components/custom-text-field';
import { FontSizePicker } from '../features/text-options/components/font-size-picker';
import { TextColourPicker } from '../features/text-options/components/text-colour-picker';
import { ImageUploadField } from '../features/upload/components/image-upload-field';
import { useImageUpload } from '../features/upload/hooks/use-image-upload';
import { templateImageUrl } from '../lib/design-catalogue';
import {
  type Design,
  type ImagePlacement,
  INITIAL_DESIGN,
  needsSize,
  type UploadedImage,
} from '../lib/design-model';
import styles from './design-apparel-page.module.css';

const PATH = '/design-apparel';
/** One design of each collection, fanned out beside the title. */
const SHOWCASE = ['lh-peace', 'ib-love', 'li-healing2'];
/** Where a visitor without JavaScript can still shop: the ready-made collections. */
const WITHOUT_JAVASCRIPT = [
  { href: '/inner-beauty', label: 'Browse Inner Beauty' },
  { href: '/life-happens', label: 'Life Happens' },
  { href: '/love-is', label: 'Love Is' },
];

/** /design-apparel: the design studio (SPEC.md section 2, Design Apparel). */
export function DesignApparelPage() {
  usePageMeta({
    title: 'Design Apparel',
    description:
      'Design your own healing apparel and gifts: choose a T-shirt, cap, book, pendant, necklace or dog tag, add a design from Inner Beauty, Life Happens or Love Is, your words and your photo.',
    path: PATH,
    jsonLd: [
      breadcrumbJsonLd([
        ['Home', '/'],
        ['Design Apparel', PATH],
      ]),
    ],
  });
  const [design, setDesign] = useState<Design>(INITIAL_DESIGN);
  const update = useCallback(
    (change: Partial<Design>) => setDesign((current) => ({ ...current, ...change })),
    [],
  );
  // Another image starts where the layout puts it, not where the last one was left.
  const onUploaded = useCallback(
    (image: UploadedImage) => update({ image, imagePlacement: null }),
    [update],
  );
  const upload = useImageUpload(onUploaded);
  // Where the preview draws the image now, the default included: the cart gets exactly that.
  const [shownPlacement, setShownPlacement] = useState<ImagePlacement | null>(null);
  const sizes = designSizes(design.productType);
  // Add to Cart without a size asks for one here, where the visitor chooses it.
  const [askedForSize, setAskedForSize] = useState(false);
  const sizeGroup = useRef<HTMLDivElement>(null);
  const onSizeMissing = useCallback(() => {
    setAskedForSize(true);
    const radios = sizeGroup.current?.querySelectorAll('input');
    radios?.[0]?.focus();
  }, []);

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>Design studio</p>
          <h1 className={styles.title}>Design Your Healing Apparel</h1>
          <p className={styles.lead}>
            Make something that speaks to the heart: choose a piece, pick a design from our
            collections, then add your own words or a photo. We make every custom piece to order,
            with care.
          </p>
        </div>
        <div className={styles.showcase} aria-hidden="true">
          {SHOWCASE.map((templateId) => (
            <img
              key={templateId}
              className={styles.showcaseCard}
              src={templateImageUrl(templateId)}
              alt=""
              width="300"
              height="300"
            />
          ))}
        </div>
      </header>

      <NeedsJavaScript title="The design studio needs JavaScript" actions={WITHOUT_JAVASCRIPT}>
        <p>
          Your piece is drawn live in your browser as you design it, so the studio works only with
          JavaScript turned on. Turn it on and reload this page to start designing, or browse our
          ready-made collections.
        </p>
      </NeedsJavaScript>
      {/* Without JavaScript its controls would do nothing, so the shell hides it (data-js-only,
          global.css) and the card above says why. */}
      <div className={styles.studio} data-js-only="">
        <div className={styles.steps}>
          <StudioStep number={1} title="Choose your product">
            <ProductTypePicker
              value={design.productType}
              onChange={(productType) => update({ productType })}
            />
            {sizes.length > 0 && (
              <SizePicker
                sizes={sizes}
                value={design.size}
                onChange={(size) => update({ size })}
                showMissing={askedForSize && needsSize(design)}
                groupRef={sizeGroup}
              />
            )}
          </StudioStep>
          <StudioStep
            number={2}
            title="Choose a design"
            description="Browse a collection and tap a design to place it on your piece."
          >
            <TemplateBrowser
              activeCollection={design.activeCollection}
              onCollectionChange={(activeCollection: CollectionSlug) =>
                update({ activeCollection })
              }
              selectedId={design.templateId}
              onSelect={(templateId) => update({ templateId })}
            />
          </StudioStep>
          <StudioStep
            number={3}
            title="Make it yours"
            description="Add a few words that matter, and a photo if you like."
          >
            <CustomTextField
              value={design.customText}
              onChange={(customText) => update({ customText })}
            />
            <FontSizePicker value={design.fontSize} onChange={(fontSize) => update({ fontSize })} />
            <TextColourPicker
              value={design.textColor}
              onChange={(textColor) => update({ textColor })}
            />
            <ImageUploadField
              image={design.image}
              upload={upload}
              onRemove={() => update({ image: null, imagePlacement: null })}
            />
          </StudioStep>
        </div>

        {/* Before the summary, so the image's move and size controls follow step 3 for a
            keyboard; the page's CSS puts the preview first on a phone, beside the steps wider. */}
        <div className={styles.previewSlot}>
          <DesignPreview
            design={design}
            onPlaceImage={(imagePlacement) => update({ imagePlacement })}
            onImageShown={setShownPlacement}
          />
        </div>
        <div className={styles.summarySlot}>
          <DesignSummary
            design={design}
            isUploading={upload.sending !== null}
            shownPlacement={shownPlacement}
            onSizeMissing={onSizeMissing}
          />
        </div>
      </div>
    </div>
  );
}
