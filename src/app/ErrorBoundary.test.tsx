import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary.tsx';

function Broken(): never {
  throw new Error('bad content');
}

describe('ErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('given a page that renders, should show it untouched', () => {
    render(
      <ErrorBoundary>
        <p>Fine page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fine page')).toBeInTheDocument();
  });

  it('given a page that throws, should show an alert with a way on instead of a blank screen', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalled();
  });
});
