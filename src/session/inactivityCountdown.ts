import { ACTIVITY_EVENTS, COUNTDOWN_STEP_MS, INACTIVITY_LIMIT_MINUTES } from './sessionConstants.ts';

export interface CountdownOptions {
  onExpire: () => void;
  onTick?: (minutesLeft: number) => void;
  limit?: number;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Counts down one step a minute; any user activity starts it over; at zero it calls onExpire once.
 * Returns the function that stops it (listeners and timer).
 */
export function startInactivityCountdown({
  onExpire,
  onTick,
  limit = INACTIVITY_LIMIT_MINUTES,
  target = window,
}: CountdownOptions): () => void {
  let left = limit;
  const reset = () => {
    left = limit;
  };
  const timer = setInterval(() => {
    left -= 1;
    onTick?.(left);
    if (left <= 0) {
      stop();
      onExpire();
    }
  }, COUNTDOWN_STEP_MS);
  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, reset, { passive: true });
  function stop() {
    clearInterval(timer);
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, reset);
  }
  return stop;
}
