import {
  apiGet,
  COLLECTION_NAMES,
  SearchIcon,
  type SearchSuggestionDto,
  VisuallyHidden,
} from '@healing/platform';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './search-combobox.module.css';

/** The API's SEARCH_TEXT_MAX: what the box takes, in characters. */
const SEARCH_TEXT_MAX = 100;
/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 200;

interface SearchComboboxProps {
  /** Unique on the page: the header's box and the mobile menu's each have their own. */
  id: string;
  /** Focus the box when it appears (the header's panel opened). */
  autoFocus?: boolean;
  /** After a search or a suggestion was chosen (closes the panel around it). */
  onDone?: () => void;
}

/** One empty list: an empty box leaves the state as it is, with no render to show nothing. */
const NO_SUGGESTIONS: SearchSuggestionDto[] = [];

/**
 * The header's search: a plain GET form to /search, so it works without JavaScript; in the app,
 * an ARIA combobox whose listbox offers a few products as the visitor types (asked for once
 * typing pauses). Arrow keys move through them, Enter opens the one chosen (or searches for
 * what was typed), Escape closes the list, then empties the box.
 */
export function SearchCombobox({ id, autoFocus = false, onDone }: SearchComboboxProps) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<SearchSuggestionDto[]>(NO_SUGGESTIONS);
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    const q = text.trim();
    if (q.length < 2) {
      setSuggestions(NO_SUGGESTIONS);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiGet<SearchSuggestionDto[]>(
        `/api/search/suggestions?${new URLSearchParams({ q }).toString()}`,
        controller.signal,
      ).then(
        (found) => {
          setSuggestions(found);
          setActive(-1);
        },
        // Suggestions are a help, never a wall: without them the form still searches.
        () => undefined,
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const shown = isOpen && suggestions.length > 0 && text.trim().length >= 2;

  const finish = () => {
    setOpen(false);
    setActive(-1);
    setText('');
    onDone?.();
  };

  const choose = (suggestion: SearchSuggestionDto) => {
    finish();
    void navigate(`/product/${suggestion.id}`);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (shown && active >= 0) {
      choose(suggestions[active]);
      return;
    }
    const q = text.trim();
    if (q === '') {
      input.current?.focus();
      return;
    }
    finish();
    void navigate(`/search?${new URLSearchParams({ q }).toString()}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!shown) {
        setOpen(true);
        setActive(step === 1 ? 0 : suggestions.length - 1);
        return;
      }
      // Past either end: back in the box with nothing chosen.
      setActive((current) => {
        const next = current + step;
        if (next < -1) return suggestions.length - 1;
        return next >= suggestions.length ? -1 : next;
      });
    } else if (event.key === 'Escape') {
      // The browser's own Escape would empty a search box at once: first the list closes.
      if (shown) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (text !== '') {
        event.preventDefault();
        event.stopPropagation();
        setText('');
      }
    }
  };

  return (
    <form className={styles.form} role="search" action="/search" method="get" onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        <VisuallyHidden>Search the shop</VisuallyHidden>
      </label>
      <div className={styles.field}>
        <input
          ref={input}
          id={id}
          className={styles.input}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          value={text}
          maxLength={SEARCH_TEXT_MAX}
          placeholder="Search tees, journals, gifts…"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
        <button type="submit" className={styles.submit} aria-label="Search">
          <SearchIcon size={20} strokeWidth={1.75} />
        </button>
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          className={styles.list}
          hidden={!shown}
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Keep the focus in the box: a press chooses without blurring it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              <span className={styles.name}>{suggestion.name}</span>
              <span className={styles.where}>{COLLECTION_NAMES[suggestion.collection]}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.status} role="status">
        {shown ? `${suggestions.length} suggestions, use the arrow keys to choose` : ''}
      </p>
    </form>
  );
}
