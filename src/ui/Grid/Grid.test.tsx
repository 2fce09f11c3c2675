import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectHydratesCleanly, expectNoAxeViolations } from '../test-utils.tsx';
import { Grid, GRID_COLUMNS } from './index.ts';

/** The component's stylesheet: each value it offers needs a rule there. */
const css = readFileSync(`${import.meta.dirname}/Grid.module.css`, 'utf8');

describe('Grid', () => {
  it('given each column count it offers, should lay it out (one column is the base rule)', () => {
    for (const columns of GRID_COLUMNS.filter((count) => count !== 1))
      expect(css, `no rule for columns={${columns}}`).toContain(`[data-columns='${columns}']`);
  });

  it('given no columns, should be three', () => {
    render(<Grid data-testid="grid" />);
    expect(screen.getByTestId('grid')).toHaveAttribute('data-columns', '3');
  });

  it('given as="ul", should be a list of its items with the column count as a data attribute', async () => {
    const { container } = render(
      <Grid as="ul" columns={3} aria-label="Features">
        {['Inbox', 'Docs', 'Beacon'].map((name) => (
          <li key={name}>{name}</li>
        ))}
      </Grid>,
    );
    const list = screen.getByRole('list', { name: 'Features' });
    expect(list).toHaveAttribute('data-columns', '3');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Inbox', 'Docs', 'Beacon']);
    await expectNoAxeViolations(container);
  });

  it('given an alignment, should expose it; given none, should stretch (no attribute)', () => {
    render(
      <>
        <Grid columns={2} align="center" data-testid="centered" />
        <Grid columns={4} data-testid="stretched" />
      </>,
    );
    expect(screen.getByTestId('centered')).toHaveAttribute('data-align', 'center');
    expect(screen.getByTestId('stretched')).not.toHaveAttribute('data-align');
    expect(screen.getByTestId('stretched')).toHaveAttribute('data-columns', '4');
  });

  it('given server-rendered HTML, should hydrate without warnings', async () => {
    expect(
      await expectHydratesCleanly(
        <Grid columns={2}>
          <p>One</p>
          <p>Two</p>
        </Grid>,
      ),
    ).toHaveTextContent('OneTwo');
  });
});
