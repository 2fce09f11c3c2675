import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestSite } from '../test/site.tsx';
import { ProductTour } from './ProductTour.tsx';

// docs/product.md §6.5, written out rather than imported so a changed constant fails here.
const TOUR_CLOSE_MS = 350;

function renderTour() {
  return render(
    <TestSite>
      <main>
        <ProductTour
          section={{ type: 'ProductTour', area: 'INBOX' }}
          tone="default"
          page={{ heading: 'Home', intro: '' }}
        />
      </main>
    </TestSite>,
  );
}

/** Starts the tour and waits for its lazily loaded modal. */
async function start() {
  await userEvent.click(screen.getByRole('link', { name: 'Start the tour' }));
  return screen.findByRole('dialog', { name: 'Interactive tour' });
}

describe('ProductTour', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('given Start the tour, should show the full-screen tour named, with its frame, focus on close and scroll locked', async () => {
    renderTour();
    expect(screen.queryByTitle('Interactive tour: Inbox')).toBeNull();
    const dialog = await start();
    expect(dialog).toHaveAttribute('data-variant', 'FULL_SCREEN');
    expect(screen.getByTitle('Interactive tour: Inbox').tagName).toBe('IFRAME');
    // The modal reports its state from an effect, which may run just after the dialog shows.
    await waitFor(() =>
      expect(screen.getByTestId('product-tour')).toHaveAttribute('data-state', 'open'),
    );
    expect(document.body.style.overflow).toBe('hidden');
    // At once, not after the generic modal's 500 ms.
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Close the tour' })).toHaveFocus(),
      { timeout: 100 },
    );
    // axe cannot enter jsdom's frame: the open tour's axe check is e2e/home-pricing.spec.ts.
  });

  it('given the close button, should be closing for 350 ms, then gone with focus back on the opener', async () => {
    renderTour();
    await start();
    // From here only the test moves the clock, so "just before" and "just after" are exact.
    vi.useFakeTimers();
    await act(() => {
      screen.getByRole('button', { name: 'Close the tour' }).click();
    });
    const card = screen.getByTestId('product-tour');
    expect(card).toHaveAttribute('data-state', 'closing');
    await act(() => vi.advanceTimersByTimeAsync(TOUR_CLOSE_MS - 1));
    expect(card).toHaveAttribute('data-state', 'closing');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(card).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(screen.getByRole('link', { name: 'Start the tour' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('given Escape (the cancel event), then a second start, should close and open again', async () => {
    renderTour();
    const dialog = await start();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.getByTestId('product-tour')).toHaveAttribute('data-state', 'closing');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    await start();
    expect(screen.getByTestId('product-tour')).toHaveAttribute('data-state', 'open');
  });
});
