import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Screen({ broken }: { broken: boolean }) {
  if (broken) throw new Error('chunk failed');
  return <p>Workouts</p>;
}

describe('ErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback for a failing screen and tries again when the reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(
      <ErrorBoundary fallback={<p>Something went wrong</p>} resetKey="/progress">
        <Screen broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();

    // The same page with a healthy screen keeps the fallback until the key moves.
    view.rerender(
      <ErrorBoundary fallback={<p>Something went wrong</p>} resetKey="/progress">
        <Screen broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();

    view.rerender(
      <ErrorBoundary fallback={<p>Something went wrong</p>} resetKey="/workouts">
        <Screen broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Workouts')).toBeInTheDocument();
  });
});
