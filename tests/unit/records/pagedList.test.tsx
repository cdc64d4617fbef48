import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ClearAllFilters } from '../../../src/records/list/ClearAllFilters.tsx';
import { ListFooter } from '../../../src/records/list/ListFooter.tsx';

const goToTop = () => screen.getByRole('button', { name: 'Go to top' }) as HTMLButtonElement;

describe('ListFooter', () => {
  it("reads 'Page X of Y' and moves between pages", async () => {
    const onPage = vi.fn();
    render(<ListFooter count={20} page={2} pages={5} onPage={onPage} />);
    expect(screen.getByText('Page 2 of 5')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it("reads 'Page X of Y+' when the server counted only so far, and pages up to what it counted", () => {
    render(<ListFooter count={20} page={1} pages={100} pagesAtLeast onPage={vi.fn()} />);
    expect(screen.getByText('Page 1 of 100+')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to page 100' })).toBeTruthy();
  });

  it("reads large page counts with separators: 'Page 1 of 1,250'", () => {
    render(<ListFooter count={20} page={1} pages={1250} onPage={vi.fn()} />);
    expect(screen.getByText('Page 1 of 1,250')).toBeTruthy();
  });

  it("enables 'Go to top' from 10 results on, and it scrolls to the top", async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { rerender } = render(<ListFooter count={9} page={1} pages={1} onPage={vi.fn()} />);
    expect(goToTop().disabled).toBe(true);
    rerender(<ListFooter count={10} page={1} pages={1} onPage={vi.fn()} />);
    expect(goToTop().disabled).toBe(false);
    await userEvent.setup().click(goToTop());
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scroll.mockRestore();
  });
});

describe('ClearAllFilters', () => {
  it('appears only when more than one filter is set (the page number aside)', async () => {
    const onClear = vi.fn();
    const { rerender } = render(
      <ClearAllFilters values={{ stage: '10', pageNumber: '2' }} onClear={onClear} />,
    );
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).toBeNull();
    rerender(<ClearAllFilters values={{ stage: '10', importerId: '3' }} onClear={onClear} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(onClear).toHaveBeenCalled();
  });
});
