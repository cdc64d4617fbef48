import { render, screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider.ts';
import { ChoiceTable } from '../../../src/records/form/ChoiceTable.tsx';
import { ListFooter } from '../../../src/records/list/ListFooter.tsx';

// The page buttons below a list or a report, and those of a form's picker, are read out by screen
// readers: named in the reader's language, as MUI names them in English.

afterAll(() => i18nProvider.changeLocale('en'));

const footer = () => render(<ListFooter count={60} page={2} pages={3} onPage={() => {}} />);
/** A picker of 25 rows, 10 a page. */
const picker = () =>
  render(
    <ChoiceTable
      label="Orders"
      rows={Array.from({ length: 25 }, (_, i) => ({ id: i + 1 }))}
      columns={[{ label: 'kit.list.product', value: (row) => row.id }]}
      choiceLabel={(row) => `Choose ${row.id}`}
      empty="None"
      chosen={new Set()}
      onToggle={() => {}}
      perPage={10}
    />,
  );

describe('the page buttons', () => {
  it('are named as MUI names them, in English', () => {
    const list = footer();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'page 2' }).getAttribute('aria-current')).toBe('page');
    for (const name of ['Go to page 1', 'Go to page 3', 'Go to previous page', 'Go to next page'])
      expect(within(pages).getByRole('button', { name })).toBeTruthy();
    list.unmount();
    picker();
    expect(screen.getByText('1–10 of 25')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeTruthy();
  });

  it('are named in French', async () => {
    await i18nProvider.changeLocale('fr');
    const list = footer();
    expect(screen.getByText('Page 2 sur 3')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    for (const name of [
      'page 2',
      'Aller à la page 1',
      'Aller à la page précédente',
      'Aller à la page suivante',
    ])
      expect(within(pages).getByRole('button', { name })).toBeTruthy();
    list.unmount();
    picker();
    expect(screen.getByText('1–10 sur 25')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aller à la page suivante' })).toBeTruthy();
  });
});
