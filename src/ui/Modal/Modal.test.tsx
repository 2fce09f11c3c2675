import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectHydratesCleanly, expectNoAxeViolations } from '../test-utils.tsx';
import {
  Modal,
  MODAL_CLOSE_MS,
  MODAL_FOCUS_DELAY_MS,
  modalReducer,
  type ModalState,
} from './index.ts';

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

  it('given the spec timings, should close in 750 ms and focus after 500 ms', () => {
    expect(MODAL_CLOSE_MS).toBe(750);
    expect(MODAL_FOCUS_DELAY_MS).toBe(500);
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
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('given the opener is clicked, should show a named dialog, focus the close button after 500 ms, lock scroll', async () => {
    const { container } = render(<Harness />);
    await user().click(screen.getByRole('button', { name: 'See Pricing' }));
    const dialog = screen.getByRole('dialog', { name: 'Proactive messages pricing' });
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: 'Close' })).not.toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(MODAL_FOCUS_DELAY_MS));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('given an input, should focus it after 500 ms', async () => {
    render(<Harness withInput />);
    await user().click(screen.getByRole('button', { name: 'See Pricing' }));
    await act(() => vi.advanceTimersByTimeAsync(MODAL_FOCUS_DELAY_MS));
    expect(screen.getByRole('spinbutton', { name: 'Unique viewers' })).toHaveFocus();
  });

  it('given the close button, should be closing for 750 ms, then removed, focus back on the opener', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'See Pricing' });
    await user().click(opener);
    await user().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'closing');
    await act(() => vi.advanceTimersByTimeAsync(MODAL_CLOSE_MS - 50));
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
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

  it('given server-rendered HTML, should hydrate without warnings', async () => {
    expect(await expectHydratesCleanly(<Harness />)).not.toBeEmptyDOMElement();
  });
});
