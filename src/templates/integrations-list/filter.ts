import type { Card } from '../../contracts/schemas/common.ts';

/** Cards without a category are listed under this one, so every card can be reached by a button. */
export const OTHER_CATEGORY = 'Other';
/** Longer queries match nothing anyway; the cap keeps a pasted novel from costing anything. */
export const MAX_QUERY_LENGTH = 100;

export interface IntegrationFilter {
  /** A category name, or null for every category. */
  category: string | null;
  query: string;
}

export function categoryOf(card: Card): string {
  return card.category?.trim() || OTHER_CATEGORY;
}

/** The categories present in the cards, alphabetically, each once. */
export function categoriesOf(cards: readonly Card[]): string[] {
  return [...new Set(cards.map(categoryOf))].sort((a, b) => a.localeCompare(b));
}

/** Lower-cased, accents stripped, spaces collapsed: "  Café  CRM " finds "cafe crm". */
function normalise(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The cards in the category whose title, description or category contain every word of the
 * query, in their original order.
 */
export function filterCards(
  cards: readonly Card[],
  { category, query }: IntegrationFilter,
): Card[] {
  const words = normalise(query.slice(0, MAX_QUERY_LENGTH)).split(' ').filter(Boolean);
  return cards.filter((card) => {
    if (category !== null && categoryOf(card) !== category) return false;
    const haystack = normalise(`${card.title} ${card.description} ${categoryOf(card)}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** What the live region says after each change. */
export function resultSummary(count: number, filter: IntegrationFilter): string {
  const noun = count === 1 ? 'integration' : 'integrations';
  const where = filter.category === null ? '' : ` in ${filter.category}`;
  const query = filter.query.trim();
  const matching = query ? ` matching “${query.slice(0, MAX_QUERY_LENGTH)}”` : '';
  return `${count} ${noun}${where}${matching}`;
}

/**
 * The filter a query string asks for (`?q=…&category=…`). An unknown category is ignored rather
 * than showing an empty list for a mistyped or hostile link.
 */
export function filterFromSearch(search: string, categories: readonly string[]): IntegrationFilter {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  return {
    category: category !== null && categories.includes(category) ? category : null,
    query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
  };
}

/** The query string for a filter, keeping the page's other parameters; empty when nothing is set. */
export function searchFromFilter(search: string, filter: IntegrationFilter): string {
  const params = new URLSearchParams(search);
  params.delete('q');
  params.delete('category');
  if (filter.query) params.set('q', filter.query);
  if (filter.category !== null) params.set('category', filter.category);
  const text = params.toString();
  return text ? `?${text}` : '';
}
