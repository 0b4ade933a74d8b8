import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClassName } from './button-class-name';
import { Spinner } from './spinner';

export { buttonClassName, type ButtonSize, type ButtonVariant } from './button-class-name';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button; the text stays, so its width does not jump. */
  isLoading?: boolean;
  fullWidth?: boolean;
}

/** The shop's button. Links that look like buttons use `buttonClassName` on a router Link. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'medium',
    isLoading = false,
    fullWidth = false,
    className,
    disabled,
    children,
    type = 'button',
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, fullWidth, className })}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isLoading && <Spinner size="small" label="" />}
      {children}
    </button>
  );
});
