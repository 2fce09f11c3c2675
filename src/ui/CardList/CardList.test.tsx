import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_IMAGE } from '../fixtures.ts';
import { expectHydratesCleanly, expectNoAxeViolations } from '../test-utils.tsx';
import { CardList, CARD_LIST_VARIANTS, type CardListItem } from './index.ts';

const items: CardListItem[] = ['One', 'Two', 'Three'].map((title) => ({
  title,
  href: `/blog/${title.toLowerCase()}/`,
  description: `About ${title}`,
  image: SAMPLE_IMAGE,
}));

describe('CardList', () => {
  it.each(CARD_LIST_VARIANTS)(
    'given variant %s, should list every card without axe violations',
    async (variant) => {
      const { container } = render(
        <CardList variant={variant} items={items} aria-label={`${variant} list`} />,
      );
      const list = screen.getByRole('list', { name: `${variant} list` });
      expect(list).toHaveAttribute('data-variant', variant);
      expect(within(list).getAllByRole('listitem')).toHaveLength(3);
      expect(within(list).getByRole('link', { name: 'Two' })).toHaveAttribute('href', '/blog/two/');
      await expectNoAxeViolations(container);
    },
  );

  it('given COMPACT, should drop images and descriptions; COMPACT_WITH_DESCRIPTION keeps descriptions', () => {
    const { rerender, container } = render(<CardList variant="COMPACT" items={items} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByText('About One')).toBeNull();
    rerender(<CardList variant="COMPACT_WITH_DESCRIPTION" items={items} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('About One')).toBeInTheDocument();
  });

  it.each([
    [1, '1'],
    [2, '2'],
    [3, null],
  ])(
    'given %i cards, should state the count the grid lays out before the cards (%s)',
    (count, expected) => {
      render(<CardList items={items.slice(0, count)} aria-label="cards" />);
      const list = screen.getByRole('list', { name: 'cards' });
      expect(list.getAttribute('data-cards')).toBe(expected);
    },
  );

  it('given WITH_FEATURED, should feature the first card', () => {
    render(<CardList variant="WITH_FEATURED" items={items} />);
    expect(screen.getByRole('link', { name: 'One' }).closest('article')).toHaveAttribute(
      'data-variant',
      'FEATURED_HORIZONTAL',
    );
    expect(screen.getByRole('link', { name: 'Two' }).closest('article')).toHaveAttribute(
      'data-variant',
      'DEFAULT',
    );
  });

  it('given server-rendered HTML, should hydrate without warnings into the list of cards', async () => {
    const view = within(await expectHydratesCleanly(<CardList variant="LARGE" items={items} />));
    expect(view.getAllByRole('listitem')).toHaveLength(3);
    expect(view.getByRole('link', { name: 'Three' })).toHaveAttribute('href', '/blog/three/');
  });
});
