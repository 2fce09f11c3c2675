import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../ui/test-utils.tsx';
import { Pager } from './Pager.tsx';

describe('Pager', () => {
  it('given page 6 of 12, should link newer, older, the ends and the neighbours, marking the current page', async () => {
    const { container } = render(<Pager pagination={{ current: 6, total: 12 }} />);
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(nav).getByRole('link', { name: 'Newer articles' })).toHaveAttribute(
      'href',
      '/blog/page/5/',
    );
    expect(within(nav).getByRole('link', { name: 'Older articles' })).toHaveAttribute(
      'href',
      '/blog/page/7/',
    );
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog/');
    expect(within(nav).getByRole('link', { name: 'Page 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '← Newer articles',
      'Page 1',
      'Page 5',
      'Page 6',
      'Page 7',
      'Page 12',
      'Older articles →',
    ]);
    await expectNoAxeViolations(container);
  });

  it('given the first and only page, should render nothing', () => {
    const { container } = render(<Pager pagination={{ current: 1, total: 1 }} />);
    expect(container.innerHTML).toBe('');
  });
});
