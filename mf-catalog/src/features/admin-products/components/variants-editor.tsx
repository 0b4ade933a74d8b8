import { Button, PlusIcon, SessionEnded } from '@healing/platform';
import { MAX_OPTIONS } from '@healing/contracts/admin';
import { type AdminVariantsDto, PRODUCTS_SESSION_TASK } from '../api/admin-products-api';
import { useVariantsEditor, variantFieldId } from '../hooks/use-variants-editor';
import { removedVariants, ONE_SIZE } from '../variant-drafts';
import { OptionFields } from './option-fields';
import { VariantRows } from './variant-rows';
import styles from './variants-editor.module.css';

interface VariantsEditorProps {
  stored: AdminVariantsDto;
  productPrice: string;
  onDone: () => void;
}

function listed(labels: string[]): string {
  return labels.length < 2
    ? labels.join('')
    : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/**
 * The product's options (Size: S, M, L) and the variants they make, one per combination, each
 * with its SKU, own price and stock; saved together. Without options the product is sold in one
 * size: one row.
 */
export function VariantsEditor({ stored, productPrice, onDone }: VariantsEditorProps) {
  const editor = useVariantsEditor(stored, onDone);
  const { draft, errors } = editor;
  if (editor.sessionEnded) return <SessionEnded task={PRODUCTS_SESSION_TASK} />;
  const removed = removedVariants(stored, draft.rows).map((variant) => variant.label);

  return (
    <form
      className={styles.editor}
      noValidate
      aria-label="Sizes and versions"
      onSubmit={(event) => {
        event.preventDefault();
        void editor.submit();
      }}
    >
      {draft.options.length === 0 ? (
        <p className={styles.note}>
          Sold in one size. Add an option such as Size or Colour to sell it in several.
        </p>
      ) : (
        draft.options.map((option, index) => (
          <OptionFields
            key={option.key}
            option={option}
            index={index}
            errors={errors}
            onChange={(change) => editor.setOption(option.key, change)}
            onRemove={() => editor.removeOption(option.key)}
          />
        ))
      )}
      <div className={styles.addOption}>
        <Button
          id={variantFieldId('options')}
          variant="secondary"
          size="small"
          disabled={draft.options.length >= MAX_OPTIONS}
          onClick={editor.addOption}
        >
          <PlusIcon size={16} aria-hidden />
          Add an option
        </Button>
        <span className={styles.hint}>
          {draft.options.length >= MAX_OPTIONS
            ? `${MAX_OPTIONS} options at most.`
            : `Up to ${MAX_OPTIONS} options.`}
        </span>
      </div>
      {errors.options && (
        <p className={styles.error} role="alert">
          {errors.options}
        </p>
      )}

      <h3 className={styles.subtitle} id={variantFieldId('variants')} tabIndex={-1}>
        {draft.options.length === 0 ? ONE_SIZE : `Variants (${draft.rows.length})`}
      </h3>
      {errors.variants && (
        <p className={styles.error} role="alert">
          {errors.variants}
        </p>
      )}
      <VariantRows
        options={draft.options}
        rows={draft.rows}
        errors={errors}
        productPrice={productPrice}
        onChange={editor.setRow}
      />
      {removed.length > 0 && (
        <p className={styles.notice} role="status">
          Saving removes {listed(removed)}. They leave shoppers’ carts; orders already placed keep
          their size and SKU.
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isLoading={editor.isSaving}>
          Save sizes and versions
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
