import { TextField, type TextFieldProps } from '@mui/material';
import type { ControllerFieldState, ControllerRenderProps } from 'react-hook-form';
import { ValidationError } from 'yup';
import { NUMBER_TAGS } from '../../../schemas/i18n/locales.ts';
import { lineQuantity } from '../../../schemas/numbers.ts';
import { currentLocale } from '../../i18n/locale.ts';
import { t } from '../../i18n/t.ts';
import { firstMessage } from '../../i18n/validation.ts';

/** What is wrong with a typed quantity (negative, not whole, too large), by the shared schema, or null. */
export function quantityProblem(text: string): string | null {
  try {
    lineQuantity().validateSync(text);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return firstMessage(error);
    throw error;
  }
}

/** Digits shown with the chosen language's thousands separators ('1200000' -> '1,200,000'); else as typed. */
export const grouped = (text: string) =>
  /^\d+$/.test(text)
    ? Number(text).toLocaleString(NUMBER_TAGS[currentLocale()], { maximumFractionDigits: 0 })
    : text;

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  // biome-ignore lint/suspicious/noExplicitAny: any form's field (its value is the typed text)
  field: ControllerRenderProps<any, any>;
  fieldState: ControllerFieldState;
  /** Shown as refused for a reason of the form's own (a line over its tank's balance). */
  flagged?: boolean;
};

/**
 * A quantity input of a record form: it keeps what was typed ('-500' stays '-500'; separators and spaces
 * are dropped from the value), says at once why it is refused (the shared schema's message: negative,
 * not a whole number, too large), and repeats a long number with thousands separators under it ('12,500
 * Gal.'): the input itself never rewrites what the user is typing (a swap on focus would lose the
 * selection a Tab makes, and the next key would append instead of replace). A refusal of the whole form
 * (required, above a balance) marks it, its message listed above the form.
 */
export function QuantityInput({ field, fieldState, flagged, helperText, slotProps, ...props }: Props) {
  const text = String(field.value ?? '');
  // Its own reason shows under it at once; the form's (after a submit) is listed above the form.
  const problem = quantityProblem(text);
  const spelled = /^\d{4,}$/.test(text) ? t('common.gal', { quantity: grouped(text) }) : null;
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(event.target.value.replace(/[,\s]/g, ''))}
      error={!!problem || !!fieldState.error || !!flagged}
      helperText={
        problem ??
        (spelled && helperText ? (
          <>
            {spelled} · {helperText}
          </>
        ) : (
          (spelled ?? helperText)
        ))
      }
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'numeric', ...slotProps?.htmlInput } }}
    />
  );
}
