import { useEffect, useRef } from 'react';

/**
 * Takes the keyboard focus to an outcome message when it appears (or says something new: `shown`
 * changes): after an action the user is where its result is, and a screen reader reads it, instead of
 * the focus dropping to the top of the page. The element needs tabIndex={-1}.
 */
export function useFocusWhenShown<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}
