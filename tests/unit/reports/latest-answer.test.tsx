import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DailyLoading } from '../../../schemas/reports/answers.ts';
import { dailyLoading } from '../../../src/pages/reports/declarations/dailyLoading.tsx';
import { ReportView } from '../../../src/pages/reports/ReportView.tsx';
import type { ReportDeclaration } from '../../../src/pages/reports/types.ts';
import { renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { signIn } from '../helpers/tokens.ts';

// Daily Loading loads again as soon as its day changes. At national scale an answer takes a while, so a
// reader stepping through days has several on the way, and they may come back in any order: the one
// shown is always that of the day asked last, never an earlier one that came back later.

const answerOf = (date: string): DailyLoading => ({
  date,
  importers: [],
  distributors: [],
  transferOrders: [],
});

describe('a report asked again before its answer came', () => {
  it('shows the answer of the last question, whatever order the answers come in', async () => {
    localStorage.clear();
    // Signed in: a report keeps its last answer for its reader.
    signIn();
    const pending = new Map<string, (answer: DailyLoading) => void>();
    const declaration = {
      ...dailyLoading,
      defaults: () => ({ date: '2026-11-20', view: 'party', detail: null }),
      load: (_: unknown, filters: { date: string }) =>
        new Promise<DailyLoading>((resolve) => pending.set(filters.date, resolve)),
    } as ReportDeclaration as never;
    const view = renderInAdmin(<ReportView id={2} declaration={declaration} />);
    const day = screen.getByLabelText('Date');
    await waitFor(() => expect(pending.size).toBe(1));
    fireEvent.change(day, { target: { value: '2026-11-21' } });
    await waitFor(() => expect(pending.size).toBe(2));
    fireEvent.change(day, { target: { value: '2026-11-22' } });
    await waitFor(() => expect([...pending.keys()]).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']));

    // The last question's answer first, then the earlier ones.
    await act(async () => pending.get('2026-11-22')!(answerOf('2026-11-22')));
    const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
    const shown = /^Daily Loading Analysis: On 11\/22\/2026\(read /;
    await waitFor(() => expect(heading()).toMatch(shown));
    await act(async () => pending.get('2026-11-20')!(answerOf('2026-11-20')));
    await act(async () => pending.get('2026-11-21')!(answerOf('2026-11-21')));
    expect(heading()).toMatch(shown);
    expect(screen.getByRole('region', { name: 'Daily Loading Analysis' }).getAttribute('aria-busy')).toBe(
      'false',
    );
    // The report opened again shows the answer it kept, the last question's, without asking again.
    view.unmount();
    renderInAdmin(<ReportView id={2} declaration={declaration} />);
    expect(heading()).toMatch(shown);
    expect(pending.size).toBe(3);
  });
});
