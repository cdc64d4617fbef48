import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/layout/ErrorBoundary.tsx';
import { AppError, PageError } from '../../src/layout/ErrorScreens.tsx';

function Broken(): never {
  throw new Error('Cannot read the tank list');
}

describe('error screens', () => {
  it('a page failure shows Something went wrong.', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={() => <PageError />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong.');
    log.mockRestore();
  });

  it('the app-wide fallback shows Unexpected Application Error! and the error text', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={(error) => <AppError error={error} />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Unexpected Application Error!');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Cannot read the tank list');
    log.mockRestore();
  });
});
