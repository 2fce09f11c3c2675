import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectHydratesCleanly, expectNoAxeViolations } from '../test-utils.tsx';
import { Modal, modalReducer, type ModalState } from './index.ts';

// The product's timings, written out rather than imported, so a changed constant fails here.
const FOCUS_DELAY_MS = 500;
const CLOSE_MS = 750;

describe('modalReducer (docs/product.md §10.3)', () => {
  it.each<[ModalState, Parameters<typeof modalReducer>[1]['type'], ModalState]>([
    ['closed', 'OPEN', 'open'],
    ['closed', 'CLOSE', 'closed'],
    ['closed', 'CLOSE_DONE', 'closed'],
    ['open', 'CLOSE', 'closing'],
    ['open', 'OPEN', 'open'],
    ['open', 'CLOSE_DONE', 'open'],
    ['closing', 'CLOSE_DONE', 'closed'],
    ['closing', 'OPEN', 'open'],
    ['closing', 'CLOSE', 'closing'],
  ])('given %s and %s, should be %s', (state, type, next) => {
    expect(modalReducer(state, { type })).toBe(next);
  });
});

function Harness({ withInput = false }: { withInput?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        See Pricing
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Proactive messages pricing">
        {withInput ? (
          <label>
            Unique viewers <input type="number" />
          </label>
        ) : (
          <p>Up to 2,000 unique viewers included.</p>
        )}
      </Modal>
    </main>
  );
}

describe('Modal', () => {
  // Only the test moves the clock, so "just before" and "just after" are exact. Testing
  // Library drains pending work with a 0 ms timeout, advanced only through a `jest` global.
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('given the opener is clicked, should show a named dialog, focus the close button after 500 ms, lock scroll', async () => {
    const { container } = render(<Harness />);
    await user().click(screen.getByRole('button', { name: 'See Pricing' }));
    const dialog = screen.getByRole('dialog', { name: 'Proactive messages pricing' });
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(document.body.style.overflow).toBe('hidden');
    await act(() => vi.advanceTimersByTimeAsync(FOCUS_DELAY_MS - 1));
    expect(screen.getByRole('button', { name: 'Close' })).not.toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    // axe schedules its own work on timers.
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('given an input, should focus it after 500 ms', async () => {
    render(<Harness withInput />);
    await user().click(screen.getByRole('button', { name: 'See Pricing' }));
    await act(() => vi.advanceTimersByTimeAsync(FOCUS_DELAY_MS - 1));
    expect(screen.getByRole('spinbutton', { name: 'Unique viewers' })).not.toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('spinbutton', { name: 'Unique viewers' })).toHaveFocus();
  });

  it('given the close button, should be closing for 750 ms, then removed, focus back on the opener', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'See Pricing' });
    await user().click(opener);
    await user().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'closing');
    await act(() => vi.advanceTimersByTimeAsync(CLOSE_MS - 1));
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'closing');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('given Escape (the dialog cancel event), should start closing', async () => {
    render(<Harness />);
    await user().click(screen.getByRole('button', { name: 'See Pricing' }));
    const dialog = screen.getByRole('dialog');
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog).toHaveAttribute('data-state', 'closing');
  });

  it('given a click on the overlay, should start closing; a click in the card should not', async () => {
    render(<Harness />);
    await user().click(screen.getByRole('button', { name: 'See Pricing' }));
    const dialog = screen.getByRole('dialog');
    await user().click(screen.getByText('Up to 2,000 unique viewers included.'));
    expect(dialog).toHaveAttribute('data-state', 'open');
    await user().click(dialog);
    expect(dialog).toHaveAttribute('data-state', 'closing');
  });

  it('given server-rendered HTML, should hydrate without warnings and open from the server-rendered opener', async () => {
    const view = within(await expectHydratesCleanly(<Harness />));
    expect(view.queryByRole('dialog')).toBeNull();
    await user().click(view.getByRole('button', { name: 'See Pricing' }));
    expect(view.getByRole('dialog', { name: 'Proactive messages pricing' })).toHaveAttribute(
      'data-state',
      'open',
    );
  });
});
