import { Button, Dialog, TrashIcon, useCart } from '@healing/platform';
import { useState } from 'react';
import styles from './clear-cart-button.module.css';

/** Clear Cart, after a confirmation: emptying a whole cart by a stray click would hurt. */
export function ClearCartButton() {
  const { clearCart, isClearing, itemCount } = useCart();
  const [isOpen, setOpen] = useState(false);

  const confirm = async () => {
    if (await clearCart()) setOpen(false);
  };

  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <TrashIcon size={18} strokeWidth={1.75} />
        Clear Cart
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={setOpen}
        title="Clear your cart?"
        description={`All ${itemCount} items will be removed from your cart.`}
      >
        <div className={styles.actions}>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep my items
          </Button>
          <Button variant="danger" isLoading={isClearing} onClick={() => void confirm()}>
            Clear Cart
          </Button>
        </div>
      </Dialog>
    </>
  );
}
