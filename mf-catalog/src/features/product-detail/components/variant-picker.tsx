import type { ProductDto } from '@healing/platform';
import { Link } from 'react-router-dom';
import { choiceSearch, optionParam, valueInStock } from '../variant-choice';
import styles from './variant-picker.module.css';

interface VariantPickerProps {
  product: ProductDto;
  chosen: Record<string, string | undefined>;
  params: URLSearchParams;
  /** Shown under the choices when Add to Cart was pressed before choosing. */
  showMissing: boolean;
}

/**
 * One group of choices per option (Size: XS S M L XL XXL). Each choice is a link that puts it
 * in the address (`?size=M`), so it works without JavaScript and a reload or a shared link keeps
 * it. Sold-out choices stay visible, struck through and named as sold out.
 */
export function VariantPicker({ product, chosen, params, showMissing }: VariantPickerProps) {
  return (
    <div className={styles.picker}>
      {product.options.map((option) => {
        const id = `option-${optionParam(option)}`;
        const current = chosen[option.name];
        return (
          <div key={option.name} className={styles.option} role="group" aria-labelledby={id}>
            <p id={id} className={styles.legend}>
              {option.name}
              {current ? <span className={styles.current}>: {current}</span> : null}
            </p>
            <ul className={styles.values}>
              {option.values.map((value) => {
                const inStock = valueInStock(product, chosen, option, value);
                const selected = current === value;
                return (
                  <li key={value}>
                    <Link
                      to={{ search: choiceSearch(params, option, value) }}
                      replace
                      preventScrollReset
                      className={[
                        styles.value,
                        selected ? styles.selected : '',
                        inStock ? '' : styles.soldOut,
                      ].join(' ')}
                      aria-current={selected ? 'true' : undefined}
                      aria-label={`${option.name} ${value}${inStock ? '' : ', sold out'}`}
                    >
                      {value}
                    </Link>
                  </li>
                );
              })}
            </ul>
            {showMissing && !current && (
              <p className={styles.missing} role="alert">
                Please choose a {option.name.toLowerCase()}.
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
