import { ApiError, Button, Dialog, isSessionEnded, toast } from '@healing/platform';
import { useState } from 'react';
import { type AdminProductDto, useSetArchived } from '../api/admin-products-api';
import styles from './product-form.module.css';

interface ArchiveControlProps {
  product: AdminProductDto;
  onSessionEnded: () => void;
}

/** Archive (out of the shop, kept on past orders) or restore, each after a confirmation. */
export function ArchiveControl({ product, onSessionEnded }: ArchiveControlProps) {
  const [isConfirming, setConfirming] = useState(false);
  const setArchived = useSetArchived();
  const archiving = product.archivedAt === null;
  const verb = archiving ? 'Archive' : 'Restore';

  async function confirm() {
    try {
      await setArchived.mutateAsync({ id: product.id, archived: archiving });
      setConfirming(false);
      toast({
        title: archiving ? 'Product archived' : 'Product restored',
        description: archiving
          ? `${product.name} is no longer in the shop.`
          : `${product.name} is back in the shop.`,
      });
    } catch (error) {
      setConfirming(false);
      if (isSessionEnded(error)) return onSessionEnded();
      toast({
        title: `Not ${archiving ? 'archived' : 'restored'}`,
        description:
          (error instanceof ApiError ? error.serverMessage : undefined) ??
          'Please try again in a moment.',
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <Button variant={archiving ? 'danger' : 'outline'} onClick={() => setConfirming(true)}>
        {verb}
      </Button>
      <Dialog
        open={isConfirming}
        onOpenChange={setConfirming}
        size="small"
        title={`${verb} ${product.name}?`}
        description={
          archiving
            ? 'It leaves the shop: its page, the collections and carts. Past orders keep it. You can restore it later.'
            : 'It comes back to the shop, on its collection page and product page.'
        }
      >
        <div className={styles.confirmActions}>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            variant={archiving ? 'danger' : 'primary'}
            isLoading={setArchived.isPending}
            onClick={() => void confirm()}
          >
            {`Yes, ${verb.toLowerCase()}`}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
