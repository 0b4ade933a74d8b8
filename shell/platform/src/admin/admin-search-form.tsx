import { type FormEvent, useState } from 'react';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import styles from './admin-search-form.module.css';

interface AdminSearchFormProps {
  /** The field's label: "Search orders". */
  label: string;
  placeholder?: string;
  /** The search the list shows now; give the form `key={value}` so a new one fills the field. */
  value: string;
  /** The words searched for, trimmed; '' clears the search. */
  onSearch: (value: string) => void;
  maxLength?: number;
}

/** A back-office list's search: the field takes the row, its button beside it. */
export function AdminSearchForm({
  label,
  placeholder,
  value,
  onSearch,
  maxLength = 200,
}: AdminSearchFormProps) {
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <TextField
        className={styles.field}
        label={label}
        type="search"
        placeholder={placeholder}
        maxLength={maxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="outline">
        Search
      </Button>
    </form>
  );
}
