import { Button, SearchIcon } from '@healing/platform';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_TEXT_MAX } from '../hooks/use-search-params';
import styles from './search-form.module.css';

/**
 * The search page's own box: a plain GET form to /search (it works without JavaScript); with
 * it, the page changes without a reload.
 */
export function SearchForm({ q }: { q: string }) {
  const id = useId();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    const value = typeof text === 'string' ? text.trim() : '';
    void navigate(`/search?${new URLSearchParams({ q: value }).toString()}`);
  };
  return (
    <form className={styles.form} role="search" action="/search" method="get" onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        Search the shop
      </label>
      <div className={styles.row}>
        <span className={styles.icon} aria-hidden="true">
          <SearchIcon size={20} />
        </span>
        <input
          key={q}
          id={id}
          className={styles.input}
          type="search"
          name="q"
          defaultValue={q}
          maxLength={SEARCH_TEXT_MAX}
          placeholder="Tees, journals, a gift…"
          autoComplete="off"
          enterKeyHint="search"
        />
        <Button type="submit">Search</Button>
      </div>
    </form>
  );
}
