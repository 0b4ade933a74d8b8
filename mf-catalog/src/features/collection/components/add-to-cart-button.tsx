import { BagIcon, Button, type ButtonSize, VisuallyHidden } from '@healing/platform';

interface AddToCartButtonProps {
  productName: string;
  inStock: boolean;
  isAdding: boolean;
  onAdd: () => void;
  size?: ButtonSize;
  className?: string;
}

/**
 * "Add to Cart", with the product's name for screen readers so a page of cards does not read
 * as twenty identical buttons. Disabled when the product is out of stock (DECISIONS.md).
 */
export function AddToCartButton({
  productName,
  inStock,
  isAdding,
  onAdd,
  size = 'small',
  className,
}: AddToCartButtonProps) {
  return (
    <Button
      size={size}
      className={className}
      disabled={!inStock}
      isLoading={isAdding}
      onClick={onAdd}
    >
      {!isAdding && <BagIcon size={18} />}
      Add to Cart
      <VisuallyHidden>: {productName}</VisuallyHidden>
    </Button>
  );
}
