import { ApiError, toast } from '@healing/platform';
import { type FormEvent, useEffect, useState } from 'react';
import {
  type AdminProductDto,
  isSessionEnded,
  useSaveProduct,
  useUploadProductImage,
} from '../api/admin-products-api';
import {
  type DraftErrors,
  type DraftField,
  draftOf,
  EMPTY_DRAFT,
  FIELD_ORDER,
  isDraftField,
  type ProductDraft,
  requestOf,
  validateDraft,
} from '../product-draft';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The same limits as the API's upload checks, told before anything is sent. */
export function checkImage(file: File): string | undefined {
  if (!IMAGE_TYPES.includes(file.type)) {
    return 'Only images can be uploaded (PNG, JPEG, GIF or WebP).';
  }
  if (file.size > IMAGE_MAX_BYTES) return 'The image is too large (10 MB at most).';
  return undefined;
}

export function fieldId(field: DraftField): string {
  return `product-${field}`;
}

function focusField(field: DraftField): void {
  document.getElementById(fieldId(field))?.focus();
}

/**
 * The product form's state: the draft, the chosen image and its preview, messages by the
 * fields (the form's own checks, then the API's), and saving (the product, then its image).
 */
export function useProductForm(
  product: AdminProductDto | undefined,
  onSaved: (product: AdminProductDto, isNew: boolean) => void,
) {
  const [draft, setDraft] = useState<ProductDraft>(product ? draftOf(product) : EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [sessionEnded, setSessionEnded] = useState(false);
  const save = useSaveProduct();
  const upload = useUploadProductImage();

  useEffect(() => {
    if (!image) return setPreview(null);
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(image);
    return () => reader.abort();
  }, [image]);

  function update<K extends keyof ProductDraft>(field: K, value: ProductDraft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function chooseImage(file: File | null) {
    const refused = file ? checkImage(file) : undefined;
    setErrors((current) => ({ ...current, image: refused }));
    setImage(refused ? null : file);
  }

  /** A refusal the API explains by a field goes beside that field; anything else is a toast. */
  function showFailure(error: unknown) {
    if (isSessionEnded(error)) return setSessionEnded(true);
    const message = error instanceof ApiError ? error.serverMessage : undefined;
    const named = error instanceof ApiError ? error.field : undefined;
    if (message && isDraftField(named)) {
      setErrors((current) => ({ ...current, [named]: message }));
      focusField(named);
      return;
    }
    toast({
      title: 'Not saved',
      description: message ?? 'The product could not be saved. Please try again.',
      variant: 'destructive',
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending || upload.isPending) return;
    const found = validateDraft(draft);
    setErrors((current) => ({ ...found, image: current.image }));
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) return focusField(first);
    let saved: AdminProductDto;
    try {
      saved = await save.mutateAsync({ id: product?.id ?? null, body: requestOf(draft) });
    } catch (error) {
      return showFailure(error);
    }
    if (image) {
      try {
        saved = await upload.mutateAsync({ id: saved.id, file: image });
        setImage(null);
      } catch (error) {
        // The product is stored; only its image is not. Say so by the field and in a toast
        // (a new product's page opens next, without this form's messages).
        if (isSessionEnded(error)) return setSessionEnded(true);
        const message =
          (error instanceof ApiError ? error.serverMessage : undefined) ??
          'The image could not be uploaded. Please try again.';
        setErrors((current) => ({ ...current, image: message }));
        toast({
          title: 'Product saved, image not saved',
          description: message,
          variant: 'destructive',
        });
        onSaved(saved, !product);
        return;
      }
    }
    toast({ title: 'Product saved', description: `${saved.name} is saved.` });
    onSaved(saved, !product);
  }

  return {
    draft,
    errors,
    update,
    chooseImage,
    preview,
    submit,
    isSaving: save.isPending || upload.isPending,
    sessionEnded,
    setSessionEnded,
  };
}
