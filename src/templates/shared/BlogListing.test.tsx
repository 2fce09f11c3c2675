import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentPageProps } from '../../contracts/schemas/pages.ts';
import PostsLandingTemplate from '../posts-landing/index.tsx';
import PostsListTemplate from '../posts-list/index.tsx';
import { expectNoAxeViolations } from '../../ui/test-utils.tsx';

const cards = ['One', 'Two', 'Three'].map((title) => ({
  title,
  permalink: `/blog/${title.toLowerCase()}/`,
  description: `About ${title}.`,
  category: 'Product',
  variant: 'DEFAULT' as const,
}));

describe('blog listings', () => {
  it('given the landing, should show its topics with counts, the posts and the pager', async () => {
    const props: ContentPageProps = {
      heading: 'The Harbor blog',
      intro: 'Writing for support teams.',
      cards,
      categories: [{ name: 'Product', href: '/blog/customer-service/topic/product/', count: 3 }],
      pagination: { current: 1, total: 2 },
    };
    const { container } = render(<PostsLandingTemplate path="/blog/" props={props} />);
    const topics = screen.getByRole('navigation', { name: 'Blog topics' });
    expect(within(topics).getByRole('link', { name: 'Product, 3 articles' })).toHaveAttribute(
      'href',
      '/blog/customer-service/topic/product/',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'One',
      'Two',
      'Three',
    ]);
    expect(screen.getByRole('link', { name: 'Older articles' })).toHaveAttribute(
      'href',
      '/blog/page/2/',
    );
    await expectNoAxeViolations(container);
  });

  it('given a list page without posts, should say so instead of showing an empty grid', () => {
    render(
      <PostsListTemplate path="/blog/page/9/" props={{ heading: 'All articles', intro: '' }} />,
    );
    expect(screen.getByText('No articles here yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  });
});
