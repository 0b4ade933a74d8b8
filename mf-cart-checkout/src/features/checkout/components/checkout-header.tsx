import { ArrowLeftIcon, LockIcon } from '@healing/platform';
import { Link } from 'react-router-dom';
import styles from './checkout-header.module.css';

/** A plain link back to the cart: it works before the app has taken over, and without it. */
export function CheckoutHeader() {
  return (
    <header className={styles.header}>
      <Link to="/cart" className={styles.back}>
        <ArrowLeftIcon size={18} strokeWidth={1.75} />
        Back to Cart
      </Link>
      <h1 className={styles.title}>Complete Your Order</h1>
      <p className={styles.secure}>
        <LockIcon size={20} strokeWidth={1.75} /> Secure checkout: we never ask for your card
        details here.
      </p>
    </header>
  );
}
