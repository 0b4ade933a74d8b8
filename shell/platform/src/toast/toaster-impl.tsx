import * as ToastPrimitive from '@radix-ui/react-toast';
import { useEffect, useRef } from 'react';
import { TOAST_DURATION_MS } from './toast-store';
import { useToast } from './use-toast';
import styles from './toaster.module.css';

/** The Radix toasts behind `Toaster` (loaded with the first toast, or on F8). */
export default function ToasterImpl({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { toasts, dismiss } = useToast();
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={`${styles.toast} ${item.variant === 'destructive' ? styles.destructive : ''}`}
          data-variant={item.variant}
        >
          <div className={styles.body}>
            <ToastPrimitive.Title className={styles.title}>{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className={styles.description}>
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close className={styles.close} aria-label="Dismiss notification">
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        ref={viewport}
        className={styles.viewport}
        label="Notifications ({hotkey})"
      />
    </ToastPrimitive.Provider>
  );
}
