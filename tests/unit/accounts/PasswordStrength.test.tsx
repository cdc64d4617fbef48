import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrength } from '../../../src/pages/account/PasswordStrength.tsx';

const rules = () =>
  Object.fromEntries(
    within(screen.getByRole('list', { name: 'Password rules' }))
      .getAllByRole('listitem')
      .map((item) => [item.getAttribute('data-rule'), item.getAttribute('data-met') === 'true']),
  );

const bar = () => screen.getByRole('progressbar', { name: 'Password strength' });

describe('PasswordStrength', () => {
  it('marks every rule unmet and the bar empty for an empty password', () => {
    render(<PasswordStrength password="" id="rules" />);
    expect(rules()).toEqual({
      length: false,
      symbol: false,
      digit: false,
      uppercase: false,
      distinct: false,
    });
    expect(bar().getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('Weak')).toBeTruthy();
  });

  it('marks each rule as the password meets it', () => {
    const { rerender } = render(<PasswordStrength password="abc" id="rules" />);
    expect(rules()).toEqual({ length: false, symbol: false, digit: false, uppercase: false, distinct: true });
    rerender(<PasswordStrength password="abcdefghij1" id="rules" />);
    expect(rules()).toEqual({ length: true, symbol: false, digit: true, uppercase: false, distinct: true });
    expect(screen.getByText('Fair')).toBeTruthy();
    expect(bar().getAttribute('aria-valuetext')).toBe('Fair: 3 of 5 rules met');
    rerender(<PasswordStrength password="Abcdefghij1$" id="rules" />);
    expect(Object.values(rules()).every(Boolean)).toBe(true);
    expect(screen.getByText('Strong')).toBeTruthy();
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
  });

  it('names each rule with the accessible met / not met mark', () => {
    render(<PasswordStrength password="A" id="rules" />);
    const uppercase = screen.getByText('At least one uppercase letter').closest('li')!;
    expect(within(uppercase).getByTitle('met')).toBeTruthy();
    const digit = screen.getByText('At least one digit').closest('li')!;
    expect(within(digit).getByTitle('not met')).toBeTruthy();
  });
});
