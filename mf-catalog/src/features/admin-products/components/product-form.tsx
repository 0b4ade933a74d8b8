import {
  Button,
  Checkbox,
  SelectField,
  SessionEnded,
  TextAreaField,
  TextField,
} from '@healing/platform';
import { type AdminProductDto, PRODUCTS_SESSION_TASK } from '../api/admin-products-api';
import { useProductForm } from '../hooks/use-product-form';
import { COLLECTION_OPTIONS, fieldId, KIND_OPTIONS } from '../product-values';
import { ArchiveControl } from './archive-control';
import { ImageField } from './image-field';
import styles from './product-form.module.css';

interface ProductFormProps {
  /** Absent for a new product. */
  product?: AdminProductDto;
  onSaved: (product: AdminProductDto, isNew: boolean) => void;
}

export function ProductForm({ product, onSaved }: ProductFormProps) {
  const { form, image, submit, isSaving, sessionEnded, setSessionEnded } = useProductForm(
    product,
    onSaved,
  );
  const { register } = form;
  const { errors } = form.formState;
  if (sessionEnded) return <SessionEnded task={PRODUCTS_SESSION_TASK} />;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id={fieldId('name')}
        label="Name"
        maxLength={200}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextAreaField
        id={fieldId('description')}
        label="Description"
        rows={5}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className={styles.row}>
        <TextField
          id={fieldId('price')}
          label="Price"
          hint="In dollars, like 24.99"
          inputMode="decimal"
          error={errors.price?.message}
          {...register('price')}
        />
        <SelectField
          id={fieldId('kind')}
          label="Category"
          placeholder="Choose a category"
          options={KIND_OPTIONS}
          error={errors.kind?.message}
          {...register('kind')}
        />
      </div>
      <SelectField
        id={fieldId('collection')}
        label="Collection"
        placeholder="Choose a collection"
        options={COLLECTION_OPTIONS}
        error={errors.collection?.message}
        {...register('collection')}
      />
      <Checkbox id={fieldId('inStock')} label="In stock" {...register('inStock')} />
      <ImageField
        id={fieldId('image')}
        src={image.preview ?? product?.image ?? null}
        file={image.file}
        error={image.error}
        onChoose={image.choose}
      />
      <div className={styles.actions}>
        <Button type="submit" isLoading={isSaving}>
          Save
        </Button>
        {product && (
          <ArchiveControl product={product} onSessionEnded={() => setSessionEnded(true)} />
        )}
      </div>
    </form>
  );
}
