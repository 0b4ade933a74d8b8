import {
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  PlusIcon,
  TextField,
  VisuallyHidden,
} from '@healing/platform';
import { MAX_OPTION_VALUES } from '@healing/contracts/admin';
import { useState } from 'react';
import { variantFieldId } from '../hooks/use-variants-editor';
import type { VariantErrors } from '../variant-checks';
import { newKey, type OptionDraft } from '../variant-drafts';
import styles from './variants-editor.module.css';

interface OptionFieldsProps {
  option: OptionDraft;
  index: number;
  errors: VariantErrors;
  onChange: (change: (option: OptionDraft) => OptionDraft) => void;
  onRemove: () => void;
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** One option: its name, its values in the shop's order, and a field to add another value. */
export function OptionFields({ option, index, errors, onChange, onRemove }: OptionFieldsProps) {
  const [newValue, setNewValue] = useState('');
  const field = (rest: string) => `options.${index}.${rest}`;
  const name = option.name.trim() || `option ${index + 1}`;
  const addId = variantFieldId(field('values'));
  const isFull = option.values.length >= MAX_OPTION_VALUES;

  function addValue() {
    const text = newValue.trim();
    if (!text || isFull) return;
    onChange((current) => ({
      ...current,
      values: [...current.values, { key: newKey('v'), text }],
    }));
    setNewValue('');
  }

  function removeValue(at: number) {
    onChange((current) => ({ ...current, values: current.values.filter((_, i) => i !== at) }));
    document.getElementById(addId)?.focus();
  }

  function moveValue(at: number, to: number) {
    onChange((current) => ({ ...current, values: moved(current.values, at, to) }));
    // Focus follows the value: the same button again (press on to move it further), or the
    // other one once it has reached the end of the list.
    const id = variantFieldId(field(`values.${to}`));
    const [again, other] = to < at ? ['earlier', 'later'] : ['later', 'earlier'];
    requestAnimationFrame(() => {
      const button = document.getElementById(`${id}-${again}`) as HTMLButtonElement | null;
      (button && !button.disabled ? button : document.getElementById(`${id}-${other}`))?.focus();
    });
  }

  return (
    <fieldset className={styles.option}>
      <legend className={styles.optionLegend}>{`Option ${index + 1}`}</legend>
      <TextField
        id={variantFieldId(field('name'))}
        className={styles.optionName}
        label="Option name"
        hint="Like Size or Colour"
        maxLength={30}
        value={option.name}
        error={errors[field('name')]}
        onChange={(event) => onChange((current) => ({ ...current, name: event.target.value }))}
      />
      <ol className={styles.values} aria-label={`Values of ${name}`}>
        {option.values.map((value, at) => {
          const valueField = field(`values.${at}`);
          const text = value.text.trim() || `value ${at + 1}`;
          return (
            <li key={value.key} className={styles.value}>
              <TextField
                id={variantFieldId(valueField)}
                label={<VisuallyHidden>{`${name} value ${at + 1}`}</VisuallyHidden>}
                className={styles.valueField}
                maxLength={30}
                value={value.text}
                error={errors[valueField]}
                onChange={(event) =>
                  onChange((current) => ({
                    ...current,
                    values: current.values.map((each) =>
                      each.key === value.key ? { ...each, text: event.target.value } : each,
                    ),
                  }))
                }
              />
              <span className={styles.valueActions}>
                <Button
                  variant="ghost"
                  size="small"
                  className={styles.iconButton}
                  id={`${variantFieldId(valueField)}-earlier`}
                  aria-label={`Move ${text} earlier`}
                  disabled={at === 0}
                  onClick={() => moveValue(at, at - 1)}
                >
                  <ChevronLeftIcon size={16} aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="small"
                  className={styles.iconButton}
                  id={`${variantFieldId(valueField)}-later`}
                  aria-label={`Move ${text} later`}
                  disabled={at === option.values.length - 1}
                  onClick={() => moveValue(at, at + 1)}
                >
                  <ChevronRightIcon size={16} aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="small"
                  className={styles.iconButton}
                  aria-label={`Remove ${text}`}
                  onClick={() => removeValue(at)}
                >
                  <CloseIcon size={16} aria-hidden />
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
      <div className={styles.addValue}>
        <TextField
          id={addId}
          label={`Add a value to ${name}`}
          hint={isFull ? `${MAX_OPTION_VALUES} values at most` : 'Like S, M or L; Enter adds it'}
          maxLength={30}
          value={newValue}
          error={errors[field('values')]}
          disabled={isFull}
          onChange={(event) => setNewValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addValue();
            }
          }}
        />
        <Button
          variant="secondary"
          size="small"
          disabled={isFull || !newValue.trim()}
          onClick={addValue}
        >
          <PlusIcon size={16} aria-hidden />
          Add<VisuallyHidden> value to {name}</VisuallyHidden>
        </Button>
      </div>
      <div className={styles.optionFoot}>
        <Button variant="ghost" size="small" onClick={onRemove}>
          <CloseIcon size={16} aria-hidden />
          Remove option<VisuallyHidden> {name}</VisuallyHidden>
        </Button>
      </div>
    </fieldset>
  );
}
