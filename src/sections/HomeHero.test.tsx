import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestSite } from '../test/site.tsx';
import { expectNoAxeViolations } from '../ui/test-utils.tsx';
import { HomeHero, ROTATION_MS, splitHeadline } from './HomeHero.tsx';

const HEADING = 'Every customer conversation, one unified platform';
const WORDS = ['customer', 'partner', 'vendor', 'client'];

/** The visitor's `prefers-reduced-motion: reduce`, which the test can change as the page runs. */
function motionPreference(reduce: boolean) {
  const listeners = new Set<() => void>();
  const preference = { reduce };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return preference.reduce && query.includes('reduce');
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    set(value: boolean) {
      preference.reduce = value;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function renderHero(rotatingWords: string[] = WORDS, heading = HEADING) {
  return render(
    <TestSite path="/">
      <HomeHero
        section={{ type: 'HomeHero', rotatingWords, images: [] }}
        tone="tint"
        page={{ heading, intro: '' }}
        first
      />
    </TestSite>,
  );
}

const shownNoun = () =>
  screen.getByTestId('rotating-noun').querySelector('[data-current]')?.textContent;

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('home hero headline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('given motion allowed, should rotate the noun until the visitor pauses it, and go on when played again', async () => {
    motionPreference(false);
    const { container } = renderHero();
    expect(shownNoun()).toBe('customer');
    await wait(ROTATION_MS);
    expect(shownNoun()).toBe('partner');

    fireEvent.click(screen.getByRole('button', { name: 'Pause the headline animation' }));
    await wait(ROTATION_MS * 5);
    expect(shownNoun()).toBe('partner');
    expect(screen.getByTestId('rotating-noun')).not.toHaveAttribute('data-rotating');

    fireEvent.click(screen.getByRole('button', { name: 'Play the headline animation' }));
    await wait(ROTATION_MS - 1);
    expect(shownNoun()).toBe('partner');
    await wait(1);
    expect(shownNoun()).toBe('vendor');
    expect(screen.getByRole('button', { name: 'Pause the headline animation' })).toBeVisible();
    // The control is named for the eyes and the keyboard; the heading is still read once.
    expect(screen.getByRole('heading', { level: 1, name: HEADING })).toBeInTheDocument();
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('given reduced motion, should keep the first noun and offer no control', async () => {
    motionPreference(true);
    renderHero();
    await wait(ROTATION_MS * 3);
    expect(shownNoun()).toBe('customer');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('given the visitor asking for reduced motion while it rotates, should stop and drop the control', async () => {
    const preference = motionPreference(false);
    renderHero();
    await wait(ROTATION_MS);
    expect(shownNoun()).toBe('partner');
    preference.set(true);
    await wait(ROTATION_MS * 3);
    expect(shownNoun()).toBe('partner');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('given other rotating words, should rotate those from the heading in the order written', async () => {
    motionPreference(false);
    renderHero(['team', 'crew'], 'Help every team, anywhere');
    expect(shownNoun()).toBe('team');
    await wait(ROTATION_MS);
    expect(shownNoun()).toBe('crew');
    await wait(ROTATION_MS);
    expect(shownNoun()).toBe('team');
    expect(screen.getByText('Anywhere', { exact: true })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Help every team, anywhere' }),
    ).toBeInTheDocument();
  });

  it('given no rotating words, should show the plain headline with nothing moving and no control', async () => {
    motionPreference(false);
    renderHero([]);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(HEADING);
    expect(heading.textContent).toBe(HEADING);
    expect(screen.queryByTestId('rotating-noun')).toBeNull();
    await wait(ROTATION_MS * 2);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('splitHeadline', () => {
  it('given the heading and its first rotating word, should split around it and lift the line after the comma', () => {
    expect(splitHeadline(HEADING, 'customer')).toEqual({
      before: 'Every ',
      after: ' conversation',
      line: 'One unified platform',
    });
    expect(splitHeadline('Delight every customer', 'customer')).toEqual({
      before: 'Delight every ',
      after: '',
      line: '',
    });
  });

  it('given no word, or a word the heading does not contain, should give none (a still headline)', () => {
    expect(splitHeadline(HEADING, undefined)).toBeNull();
    expect(splitHeadline(HEADING, 'partner')).toBeNull();
  });
});
