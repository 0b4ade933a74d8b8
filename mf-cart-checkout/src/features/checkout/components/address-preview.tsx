import type { AddressValues } from '../utils/address-values';
import styles from './checkout-steps.module.css';

/** An address as the shopper typed it, for reading back. */
export function AddressPreview({ values }: { values: AddressValues }) {
  const name = `${values.firstName.trim()} ${values.lastName.trim()}`.trim();
  const place = `${values.city.trim()}, ${values.state} ${values.zipCode.trim()}`;
  return (
    <address className={styles.preview}>
      {name && <span className={styles.previewName}>{name}</span>}
      {values.address.trim() && <span>{values.address.trim()}</span>}
      <span>{place}</span>
      {values.email.trim() && <span>{values.email.trim()}</span>}
      {values.phone.trim() && <span>{values.phone.trim()}</span>}
    </address>
  );
}
