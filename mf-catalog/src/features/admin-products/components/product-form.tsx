import { Button, Checkbox, SelectField, TextAreaField, TextField } from '@healing/platform';
import type { AdminProductDto } from '../api/admin-products-api';
import { fieldId, useProductForm } from '../hooks/use-product-form';
import { COLLECTION_OPTIONS, KIND_OPTIONS } from '../product-draft';
import { ArchiveControl } from './archive-control';
import { ImageField } from './image-field';
import { SessionEnded } from './session-ended';
import styles from './product-form.module.css';

interface ProductFormProps {
  /** Absent for a new product. */
  product?: AdminProductDto;
  onSaved: (product: AdminProductDto, isNew: boolean) => void;
}

export function ProductForm({ product, onSaved }: ProductFormProps) {
  const form = useProductForm(product, onSaved);
  const { draft, errors, update } = form;
  if (form.sessionEnded) return <SessionEnded />;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.submit(event)}>
      <TextField
        id={fieldId('name')}
        label="Name"
        value={draft.name}
        maxLength={200}
        error={errors.name}
        onChange={(event) => update('name', event.target.value)}
      />
      <TextAreaField
        id={fieldId('description')}
        label="Description"
        rows={5}
        value={draft.description}
        error={errors.description}
        onChange={(event) => update('description', event.target.value)}
      />
      <div className={styles.row}>
        <TextField
          id={fieldId('price')}
          label="Price"
          hint="In dollars, like 24.99"
          inputMode="decimal"
          value={draft.price}
          error={errors.price}
          onChange={(event) => update('price', event.target.value)}
        />
        <SelectField
          id={fieldId('kind')}
          label="Category"
          placeholder="Choose a category"
          options={KIND_OPTIONS}
          value={draft.kind}
          error={errors.kind}
          onChange={(event) => update('kind', event.target.value)}
        />
      </div>
      <SelectField
        id={fieldId('collection')}
        label="Collection"
        placeholder="Choose a collection"
        options={COLLECTION_OPTIONS}
        value={draft.collection}
        error={errors.collection}
        onChange={(event) => update('collection', event.target.value)}
      />
      <Checkbox
        id={fieldId('inStock')}
        label="In stock"
        checked={draft.inStock}
        onChange={(event) => update('inStock', event.target.checked)}
      />
      <ImageField
        id={fieldId('image')}
        src={form.preview ?? product?.image ?? null}
        error={errors.image}
        onChoose={form.chooseImage}
      />
      <div className={styles.actions}>
        <Button type="submit" isLoading={form.isSaving}>
          Save
        </Button>
        {product && (
          <ArchiveControl product={product} onSessionEnded={() => form.setSessionEnded(true)} />
        )}
      </div>
    </form>
  );
}
