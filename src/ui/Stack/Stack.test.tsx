import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectHydratesCleanly, expectNoAxeViolations } from '../test-utils.tsx';
import { Cluster, Stack, STACK_GAPS } from './index.ts';

/** The component's stylesheet: each value it offers needs a rule there. */
const css = readFileSync(`${import.meta.dirname}/Stack.module.css`, 'utf8');

describe('Stack and Cluster', () => {
  it('given each gap it offers, should space by it (M, the default, is the base rule)', () => {
    for (const gap of STACK_GAPS.filter((name) => name !== 'M'))
      expect(css, `no rule for gap="${gap}"`).toContain(`[data-gap='${gap}']`);
    render(
      <>
        <Stack data-testid="stack" />
        <Cluster data-testid="cluster" />
      </>,
    );
    expect(screen.getByTestId('stack')).toHaveAttribute('data-gap', 'M');
    expect(screen.getByTestId('cluster')).toHaveAttribute('data-gap', 'M');
  });

  it('given a Stack of paragraphs and a centered Cluster of links, should keep their order and settings', async () => {
    const { container } = render(
      <Stack gap="L">
        <p>First</p>
        <Cluster as="ul" justify="center" gap="S" aria-label="Actions">
          <li>
            <a href="/pricing/">Pricing</a>
          </li>
          <li>
            <a href="/platform/">Platform</a>
          </li>
        </Cluster>
      </Stack>,
    );
    const actions = screen.getByRole('list', { name: 'Actions' });
    expect(actions).toHaveAttribute('data-justify', 'center');
    expect(actions).toHaveAttribute('data-gap', 'S');
    expect(actions.parentElement).toHaveAttribute('data-gap', 'L');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Pricing',
      'Platform',
    ]);
    await expectNoAxeViolations(container);
  });

  it('given server-rendered HTML, should hydrate without warnings', async () => {
    expect(
      await expectHydratesCleanly(
        <Cluster>
          <span>A</span>
          <span>B</span>
        </Cluster>,
      ),
    ).toHaveTextContent('AB');
  });
});
