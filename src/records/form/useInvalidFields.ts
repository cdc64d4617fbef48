import { type RefObject, useEffect } from 'react';

const INVALID = '[aria-invalid="true"]:not([aria-hidden="true"])';

/**
 * What a refused submit tells a keyboard and screen reader user. The form's own messages (listed above
 * it: 'Please complete all required fields.') describe each field marked invalid that has no message of
 * its own, so reaching the field reads why it is refused; the link goes once the field is valid. After
 * each submit the focus goes to the first invalid field (react-hook-form's own focusing reaches only
 * inputs it holds a reference to, not MUI's selects).
 */
export function useInvalidFields(
  form: RefObject<HTMLElement | null>,
  messagesId: string,
  anyMessage: boolean,
  submitCount: number,
) {
  useEffect(() => {
    for (const field of form.current?.querySelectorAll('[aria-invalid]') ?? []) {
      const own = (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .filter((id) => id && id !== messagesId);
      const ids =
        anyMessage && field.getAttribute('aria-invalid') === 'true' && own.length === 0 ? [messagesId] : own;
      if (ids.length > 0) field.setAttribute('aria-describedby', ids.join(' '));
      else field.removeAttribute('aria-describedby');
    }
  });
  useEffect(() => {
    if (submitCount > 0) form.current?.querySelector<HTMLElement>(INVALID)?.focus();
  }, [form, submitCount]);
}
