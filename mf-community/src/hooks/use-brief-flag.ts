import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A state that turns itself off again: a button says 'Message Sent!' or 'Check your inbox' for a few
 * seconds after success (SPEC.md section 9), then is ready for the next one.
 */
export function useBriefFlag(durationMs: number): [isOn: boolean, turnOn: () => void] {
  const [isOn, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const turnOn = useCallback(() => {
    setOn(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOn(false), durationMs);
  }, [durationMs]);

  return [isOn, turnOn];
}
