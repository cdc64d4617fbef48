import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { QUANTITY_MESSAGES } from '../../../schemas/numbers.ts';
import { QuantityInput } from '../../../src/records/form/QuantityInput.tsx';

let value: unknown;

function Form() {
  const { control, watch } = useForm({ defaultValues: { quantity: '' } });
  value = watch('quantity');
  return (
    <Controller
      control={control}
      name="quantity"
      render={({ field, fieldState }) => (
        <QuantityInput field={field} fieldState={fieldState} label="Quantity (Gal.)" />
      )}
    />
  );
}

async function typed(text: string) {
  const user = userEvent.setup();
  render(<Form />);
  const box = screen.getByRole('textbox', { name: 'Quantity (Gal.)' }) as HTMLInputElement;
  await user.type(box, text);
  return { user, box };
}

describe('a quantity input', () => {
  it.each([
    ['-500', QUANTITY_MESSAGES.negative],
    ['1.5', QUANTITY_MESSAGES.whole],
    ['1e5', QUANTITY_MESSAGES.whole],
    ['12abc', QUANTITY_MESSAGES.whole],
    ['100000001', QUANTITY_MESSAGES.tooLarge],
  ])('keeps %s as typed and says why it is refused', async (text, message) => {
    const { box } = await typed(text);
    expect(box.value).toBe(text);
    expect(value).toBe(text);
    expect(screen.getByText(message)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('takes separators as typed, keeps the digits, and spells the number with separators under it', async () => {
    const { user, box } = await typed('1,200 000');
    expect(value).toBe('1200000');
    expect(box.value).toBe('1200000');
    expect(screen.queryByText(QUANTITY_MESSAGES.whole)).toBeNull();
    expect(screen.getByText('1,200,000 Gal.')).toBeTruthy();
    // A Tab back in selects it all: the next digits replace it.
    await user.tab({ shift: true });
    await user.tab();
    await user.keyboard('{Control>}a{/Control}75');
    expect(box.value).toBe('75');
    expect(screen.queryByText(/ Gal\.$/)).toBeNull();
  });
});
