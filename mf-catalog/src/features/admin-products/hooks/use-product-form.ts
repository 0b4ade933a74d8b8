import { ApiError, isSessionEnded, toast } from '@healing/platform';
import { productSchema, useRuleForm } from '@healing/platform/forms';
import { useState } from 'react';
import {
  type AdminProductDto,
  useSaveProduct,
  useUploadProductImage,
} from '../api/admin-products-api';
import { EMPTY_PRODUCT, fieldId, isProductField, valuesOf } from '../product-values';
import { useImageChoice } from './use-image-choice';

function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/**
 * The product form: its values checked by the shop's product rules (the API checks the same,
 * with the same words), the chosen image, and saving (the product, then its image). A refusal
 * the API explains by a field goes beside that field; anything else is a toast.
 */
export function useProductForm(
  product: AdminProductDto | undefined,
  onSaved: (product: AdminProductDto, isNew: boolean) => void,
) {
  const form = useRuleForm(productSchema, {
    defaultValues: product ? valuesOf(product) : EMPTY_PRODUCT,
  });
  const image = useImageChoice();
  const [sessionEnded, setSessionEnded] = useState(false);
  const save = useSaveProduct();
  const upload = useUploadProductImage();
  const isSaving = save.isPending || upload.isPending;

  function showFailure(error: unknown) {
    if (isSessionEnded(error)) return setSessionEnded(true);
    const message = serverMessage(error);
    const field = error instanceof ApiError ? error.field : undefined;
    if (message && isProductField(field)) {
      return form.setError(field, { type: 'server', message }, { shouldFocus: true });
    }
    if (message && field === 'image') {
      image.setError(message);
      return document.getElementById(fieldId('image'))?.focus();
    }
    toast({
      title: 'Not saved',
      description: message ?? 'The product could not be saved. Please try again.',
      variant: 'destructive',
    });
  }

  /** The product is stored; only its image is not: said by the field and in a toast. */
  function showImageFailure(error: unknown) {
    if (isSessionEnded(error)) return setSessionEnded(true);
    const message = serverMessage(error) ?? 'The image could not be uploaded. Please try again.';
    image.setError(message);
    // A new product's page opens next, without this form's messages: the toast stays.
    toast({
      title: 'Product saved, image not saved',
      description: message,
      variant: 'destructive',
    });
  }

  const submit = form.handleSubmit(async (request) => {
    if (isSaving) return;
    let saved: AdminProductDto;
    try {
      saved = await save.mutateAsync({ id: product?.id ?? null, body: request });
    } catch (error) {
      return showFailure(error);
    }
    if (image.file) {
      try {
        saved = await upload.mutateAsync({ id: saved.id, file: image.file });
        image.clear();
      } catch (error) {
        showImageFailure(error);
        if (!isSessionEnded(error)) onSaved(saved, !product);
        return;
      }
    }
    toast({ title: 'Product saved', description: `${saved.name} is saved.` });
    onSaved(saved, !product);
  });

  return { form, image, submit, isSaving, sessionEnded, setSessionEnded };
}
