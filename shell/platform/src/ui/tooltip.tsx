import {
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import styles from './tooltip.module.css';

/** SPEC.md section 9: open after 700 ms; within 300 ms of another tooltip closing, at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

let lastClosedAt = 0;

/** Kept for compatibility with the first platform release; the timing is built in. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return children;
}

type TriggerProps = {
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button, a link). */
  children: ReactElement<TriggerProps>;
}

/** A short hint shown on hover and keyboard focus, announced as the trigger's description. */
export function Tooltip({ content, children }: TooltipProps) {
  const [isOpen, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen]);

  const show = () => {
    clearTimeout(timer.current);
    const skip = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    timer.current = setTimeout(() => setOpen(true), skip ? 0 : TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (isOpen) lastClosedAt = Date.now();
    setOpen(false);
  };
  const own = children.props;

  return (
    <span className={styles.anchor}>
      {cloneElement(children, {
        'aria-describedby': [own['aria-describedby'], `${id}-tip`].filter(Boolean).join(' '),
        onPointerEnter: (event) => {
          own.onPointerEnter?.(event);
          show();
        },
        onPointerLeave: (event) => {
          own.onPointerLeave?.(event);
          hide();
        },
        onFocus: (event) => {
          own.onFocus?.(event);
          show();
        },
        onBlur: (event) => {
          own.onBlur?.(event);
          hide();
        },
      })}
      <span id={`${id}-tip`} role="tooltip" className={styles.tooltip} hidden={!isOpen}>
        {content}
      </span>
    </span>
  );
}
