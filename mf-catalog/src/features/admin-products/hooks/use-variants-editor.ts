import { ApiError, isSessionEnded, toast } from '@healing/platform';
import { MAX_VARIANTS } from '@healing/contracts/admin';
import { useState } from 'react';
import { type AdminVariantsDto, useSaveVariants } from '../api/admin-products-api';
import { checkDraft, errorField, type VariantErrors } from '../variant-checks';
import {
  combinationCount,
  draftFrom,
  newKey,
  type OptionDraft,
  regenerate,
  type RowDraft,
  toRequest,
  type VariantsDraft,
} from '../variant-drafts';

/** The id of the input a field's message belongs to ("options.0.values.2"). */
export function variantFieldId(field: string): string {
  return `variants-editor-${field.replaceAll('.', '-')}`;
}

function focusField(field: string) {
  document.getElementById(variantFieldId(field))?.focus();
}

/**
 * The "Sizes and versions" editor: the options and rows being edited, checked on save and then
 * again as the owner corrects them (as the shop's forms do), and saving them in one PUT. A
 * refusal the API explains by a field goes beside that field; anything else is a toast.
 */
export function useVariantsEditor(stored: AdminVariantsDto, onSaved: () => void) {
  const [start] = useState<VariantsDraft>(() => draftFrom(stored));
  const [draft, setDraft] = useState<VariantsDraft>(start);
  const [errors, setErrors] = useState<VariantErrors>({});
  const [isChecking, setChecking] = useState(false);
  const [sessionEnded, setSessionEnded] = useState(false);
  const save = useSaveVariants();

  function update(next: VariantsDraft) {
    setDraft(next);
    if (isChecking) setErrors(checkDraft(next));
  }

  /**
   * New options: the rows follow, unless there would be too many to show (the check says so).
   * Stored rows dropped on the way stay candidates: a size added to an option that had none yet
   * takes the one-size row's stock back.
   */
  function setOptions(options: OptionDraft[]) {
    if (combinationCount(options) > MAX_VARIANTS) return update({ ...draft, options });
    const shown = new Set(draft.rows.map((row) => row.key));
    const pool = [...draft.rows, ...start.rows.filter((row) => !shown.has(row.key))];
    update({ options, rows: regenerate(options, pool) });
  }

  function setOption(key: string, change: (option: OptionDraft) => OptionDraft) {
    setOptions(draft.options.map((option) => (option.key === key ? change(option) : option)));
  }

  function addOption() {
    const name = draft.options.some((option) => option.name.trim().toLowerCase() === 'size')
      ? ''
      : 'Size';
    setOptions([...draft.options, { key: newKey('o'), name, values: [] }]);
  }

  function removeOption(key: string) {
    setOptions(draft.options.filter((option) => option.key !== key));
  }

  function setRow(key: string, change: Partial<Pick<RowDraft, 'sku' | 'price' | 'stock'>>) {
    update({
      ...draft,
      rows: draft.rows.map((row) => (row.key === key ? { ...row, ...change } : row)),
    });
  }

  function showFailure(error: unknown) {
    if (isSessionEnded(error)) return setSessionEnded(true);
    const message = error instanceof ApiError ? error.serverMessage : undefined;
    if (message && error instanceof ApiError && error.status < 500) {
      const field = errorField(error.field);
      setErrors({ [field]: message });
      return focusField(field);
    }
    toast({
      title: 'Sizes not saved',
      description: message ?? 'The sizes and versions could not be saved. Please try again.',
      variant: 'destructive',
    });
  }

  async function submit() {
    if (save.isPending) return;
    const found = checkDraft(draft);
    setChecking(true);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return focusField(first);
    try {
      await save.mutateAsync({ productId: stored.productId, body: toRequest(draft) });
    } catch (error) {
      return showFailure(error);
    }
    toast({ title: 'Sizes and versions saved', description: 'The shop offers them now.' });
    onSaved();
  }

  return {
    draft,
    errors,
    isSaving: save.isPending,
    sessionEnded,
    setOption,
    setOptions,
    addOption,
    removeOption,
    setRow,
    submit,
  };
}

export type VariantsEditorState = ReturnType<typeof useVariantsEditor>;
