import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { TOAST_AVOID_ATTRIBUTE } from '../toast/toast-placement';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read by screen readers when the dialog opens; shown under the title. */
  description?: ReactNode;
  /** 'center' for a modal, 'right' for a panel that slides in from the side (the cart). */
  placement?: 'center' | 'right';
  /** Width of a centred dialog: 'small' 28rem, 'medium' 36rem (default), 'large' 56rem. */
  size?: 'small' | 'medium' | 'large';
  children: ReactNode;
  className?: string;
}

/** The Radix dialog behind `Dialog` (loaded the first time a dialog opens). */
export default function DialogImpl({
  open,
  onOpenChange,
  title,
  description,
  placement = 'center',
  size = 'medium',
  children,
  className,
}: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={[
            styles.content,
            styles[placement],
            placement === 'center' && styles[size],
            className,
          ]
            .filter(Boolean)
            .join(' ')}
          // Without a description, say so explicitly (Radix wires one up otherwise).
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {/* Its title and its way out stay in sight: toasts keep clear of them. */}
          <header className={styles.header} {...{ [TOAST_AVOID_ATTRIBUTE]: '' }}>
            <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close className={styles.close} aria-label="Close">
              <span aria-hidden="true">×</span>
            </DialogPrimitive.Close>
          </header>
          {description && (
            <DialogPrimitive.Description className={styles.description}>
              {description}
            </DialogPrimitive.Description>
          )}
          <div className={styles.body}>{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
