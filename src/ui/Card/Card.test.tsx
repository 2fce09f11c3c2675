import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_IMAGE } from '../fixtures.ts';
import { Pill } from '../Pill/index.ts';
import { expectHydratesCleanly, expectNoAxeViolations } from '../test-utils.tsx';
import { Card, CARD_VARIANTS } from './index.ts';

describe('Card', () => {
  it.each(CARD_VARIANTS)(
    'given variant %s, should be an article whose heading links to the page',
    async (variant) => {
      const { container } = render(
        <Card
          variant={variant}
          title={`A ${variant} card`}
          href="/blog/a-post/"
          eyebrow="Customer service"
          description="What the post is about."
          image={SAMPLE_IMAGE}
          footer={<Pill>Live Event</Pill>}
        />,
      );
      const heading = screen.getByRole('heading', { level: 3, name: `A ${variant} card` });
      expect(screen.getByRole('link', { name: `A ${variant} card` })).toHaveAttribute(
        'href',
        '/blog/a-post/',
      );
      expect(heading.closest('article')).toHaveAttribute('data-variant', variant);
      expect(screen.getByText('Live Event')).toBeInTheDocument();
      await expectNoAxeViolations(container);
    },
  );

  it('given server-rendered HTML, should hydrate without warnings into the article and its heading link', async () => {
    const view = within(
      await expectHydratesCleanly(
        <Card title="Hydrated" href="/x/" image={SAMPLE_IMAGE} headingLevel={2} />,
      ),
    );
    const heading = view.getByRole('heading', { level: 2, name: 'Hydrated' });
    expect(within(heading).getByRole('link', { name: 'Hydrated' })).toHaveAttribute('href', '/x/');
    expect(view.getByRole('article')).toContainElement(heading);
  });
});
