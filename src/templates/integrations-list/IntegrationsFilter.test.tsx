import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Card } from '../../contracts/schemas/common.ts';
import { expectHydratesCleanly, expectNoAxeViolations } from '../../ui/test-utils.tsx';
import { IntegrationsFilter } from './IntegrationsFilter.tsx';
import {
  categoriesOf,
  filterCards,
  filterFromSearch,
  OTHER_CATEGORY,
  searchFromFilter,
} from './filter.ts';

const card = (title: string, category: string | undefined, description: string): Card => ({
  title,
  permalink: `/integrations/${title.toLowerCase().replace(/\s+/g, '-')}/`,
  description,
  category,
  variant: 'DEFAULT',
});

const CARDS: Card[] = [
  card('CRM', 'Sales', 'See deals beside every conversation.'),
  card('Issue tracker', 'Engineering', 'Turn conversations into bug reports.'),
  card('Online store', 'E-commerce', 'Orders and refunds in the sidebar.'),
  card('Café loyalty', undefined, 'Points and rewards for regulars.'),
];

const cardTitles = () =>
  within(screen.queryByRole('list') ?? document.createElement('ul'))
    .queryAllByRole('heading')
    .map((heading) => heading.textContent);

describe('filterCards', () => {
  it('given a query, should match every word in title, description or category, ignoring case and accents', () => {
    expect(
      filterCards(CARDS, { category: null, query: '  cafe   POINTS ' }).map((c) => c.title),
    ).toEqual(['Café loyalty']);
    expect(
      filterCards(CARDS, { category: null, query: 'engineering' }).map((c) => c.title),
    ).toEqual(['Issue tracker']);
  });

  it('given hostile input, should treat it as plain text and never throw', () => {
    for (const query of ['.*', '(', '\\', '<script>', '%00', 'a'.repeat(100_000)]) {
      expect(filterCards(CARDS, { category: null, query })).toEqual([]);
    }
  });

  it('given a card without a category, should list it under Other', () => {
    expect(categoriesOf(CARDS)).toEqual(['E-commerce', 'Engineering', OTHER_CATEGORY, 'Sales']);
    expect(filterCards(CARDS, { category: OTHER_CATEGORY, query: '' })).toHaveLength(1);
  });
});

describe('filterFromSearch / searchFromFilter', () => {
  const categories = categoriesOf(CARDS);

  it('given a query string, should read the search and a known category', () => {
    expect(filterFromSearch('?q=bug%20report&category=Engineering', categories)).toEqual({
      category: 'Engineering',
      query: 'bug report',
    });
  });

  it('given an unknown, hostile or repeated parameter, should fall back safely', () => {
    expect(filterFromSearch('?category=%3Cscript%3E', categories).category).toBeNull();
    expect(filterFromSearch('?category=sales', categories).category).toBeNull();
    expect(filterFromSearch(`?q=${'x'.repeat(5000)}`, categories).query).toHaveLength(100);
    // A broken percent escape decodes to U+FFFD instead of throwing.
    expect(filterFromSearch('?q=%E0%A4%A', categories).query).toBe('\uFFFD%A');
    expect(filterFromSearch('?q=a&q=b', categories).query).toBe('a');
  });

  it('given a filter, should write it and keep the other parameters', () => {
    expect(searchFromFilter('?utm_source=x&q=old', { category: 'Sales', query: 'deal' })).toBe(
      '?utm_source=x&q=deal&category=Sales',
    );
    expect(searchFromFilter('?q=old&category=Sales', { category: null, query: '' })).toBe('');
  });
});

describe('IntegrationsFilter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/integrations/'));

  it('given a link with a category and a search, should open filtered', () => {
    window.history.replaceState(null, '', '/integrations/?category=E-commerce&q=order');
    render(<IntegrationsFilter cards={CARDS} />);
    expect(screen.getByRole('button', { name: 'E-commerce' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('searchbox', { name: 'Search integrations' })).toHaveValue('order');
    expect(cardTitles()).toEqual(['Online store']);
  });

  it('given a filter chosen, should keep it in the address bar without adding history entries', async () => {
    const user = userEvent.setup();
    const entries = window.history.length;
    render(<IntegrationsFilter cards={CARDS} />);
    await user.click(screen.getByRole('button', { name: 'Sales' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search integrations' }), 'deal');
    expect(window.location.search).toBe('?q=deal&category=Sales');
    expect(window.history.length).toBe(entries);
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Search integrations' }));
    expect(window.location.search).toBe('');
  });
  it('given no filter, should list every integration with a labelled search and category buttons', async () => {
    const { container } = render(<IntegrationsFilter cards={CARDS} />);
    expect(screen.getByRole('searchbox', { name: 'Search integrations' })).toHaveValue('');
    const group = screen.getByRole('group', { name: 'Category' });
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getAllByRole('button')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('4 integrations');
    expect(cardTitles()).toHaveLength(4);
    await expectNoAxeViolations(container);
  });

  it('given a category button pressed, should show only that category and announce the count', async () => {
    const user = userEvent.setup();
    render(<IntegrationsFilter cards={CARDS} />);
    await user.click(screen.getByRole('button', { name: 'Sales' }));
    expect(screen.getByRole('button', { name: 'Sales' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toEqual(['CRM']);
    expect(screen.getByRole('status')).toHaveTextContent('1 integration in Sales');
  });

  it('given a search typed, should narrow the list as the visitor types and keep the page on Enter', async () => {
    const user = userEvent.setup();
    render(<IntegrationsFilter cards={CARDS} />);
    const search = screen.getByRole('searchbox', { name: 'Search integrations' });
    await user.type(search, 'refund{Enter}');
    expect(cardTitles()).toEqual(['Online store']);
    expect(screen.getByRole('status')).toHaveTextContent('1 integration matching “refund”');
  });

  it('given nothing matches, should say so and offer to show everything again', async () => {
    const user = userEvent.setup();
    const { container } = render(<IntegrationsFilter cards={CARDS} />);
    await user.click(screen.getByRole('button', { name: 'Engineering' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search integrations' }), 'refund');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      '0 integrations in Engineering matching “refund”',
    );
    expect(screen.getByText(/No integration matches your search/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Show all integrations' }));
    expect(cardTitles()).toHaveLength(4);
    expect(screen.getByRole('searchbox', { name: 'Search integrations' })).toHaveValue('');
  });

  it('given keyboard only, should reach the search and the category buttons and press them', async () => {
    const user = userEvent.setup();
    render(<IntegrationsFilter cards={CARDS} />);
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Search integrations' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'E-commerce' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(cardTitles()).toEqual(['Online store']);
  });

  it('given a search typed with markup, should show it as text only', async () => {
    const user = userEvent.setup();
    const { container } = render(<IntegrationsFilter cards={CARDS} />);
    await user.type(
      screen.getByRole('searchbox', { name: 'Search integrations' }),
      '<img src=x onerror=alert(1)>',
    );
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('given the prerendered HTML, should hydrate without warnings', async () => {
    await expectHydratesCleanly(<IntegrationsFilter cards={CARDS} />);
  });
});
