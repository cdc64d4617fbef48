import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrintedNote } from '../../../resources/filling-advice-notes/PrintedNote.tsx';
import { detail, NO_READINGS } from './fixtures.ts';

// The printed filling advice note with standard volumes (issue 21): a compartment with readings shows
// its gross, temperature, gravity, factor and net; one without says it was loaded at standard conditions.

/** The cells of each body row of the printed compartments table, as text. */
function compartmentRows() {
  const [compartments] = screen.getAllByRole('table');
  const heads = within(compartments)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const rows = within(compartments)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
  return { heads, rows };
}

describe('The printed filling advice note', () => {
  it("prints a compartment's gross, readings, factor and net, and a line without readings as standard", () => {
    // QM5097's Table 6B case: API 56.5 at 67.5 °F, factor 0.9950 (0.99501 as the standard computes it
    // below 1); 10,000 gallons × 0.9950 = 9,950 net.
    const record = detail({
      status: 'Issued',
      stage: 10,
      cardNumber: 4711,
      quantity: 11_950,
      compartments: [
        {
          id: 7,
          compartmentNumber: 1,
          quantity: 9_950,
          destination: 'Monrovia',
          bayNumber: 3,
          grossQuantity: 10_000,
          temperature: 67.5,
          gravity: 56.5,
          volumeTable: '6B',
          volumeFactor: 0.99501,
        },
        { id: 8, compartmentNumber: 2, quantity: 2_000, destination: 'Kakata', bayNumber: 4, ...NO_READINGS },
      ],
    });
    render(<PrintedNote record={record} />);
    expect(screen.getByText('Volumes corrected to 60 °F by Table 6B (net = gross × factor).')).toBeTruthy();
    const { heads, rows } = compartmentRows();
    expect(heads).toEqual([
      'Compartment',
      'Bay',
      'Gross (Gal.)',
      'Temp. (°F)',
      'API Gravity',
      'Factor',
      'Net (Gal.)',
      'Destination',
    ]);
    expect(rows).toEqual([
      ['1', '3', '10,000', '67.5', '56.5', '0.99501', '9,950', 'Monrovia'],
      ['2', '4', 'At standard conditions', '2,000', 'Kakata'],
    ]);
    expect(screen.getByText('Total: 11,950 Gallons')).toBeTruthy();
  });

  it('prints a note without readings as the spec has it: quantity only', () => {
    render(<PrintedNote record={detail({ status: 'Issued', stage: 10, cardNumber: 4711 })} />);
    const { heads, rows } = compartmentRows();
    expect(heads).toEqual(['Compartment', 'Bay', 'Quantity (Gal.)', 'Destination']);
    expect(rows).toEqual([
      ['1', '0', '4,000', 'Monrovia'],
      ['2', '0', '2,000', 'Kakata'],
    ]);
    expect(screen.queryByText(/Volumes corrected/)).toBeNull();
  });
});
