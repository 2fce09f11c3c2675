import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectHydratesCleanly, expectNoAxeViolations } from '../test-utils.tsx';
import { Container, CONTAINER_WIDTHS } from './index.ts';

/** The component's stylesheet: each value it offers needs a rule there. */
const css = readFileSync(`${import.meta.dirname}/Container.module.css`, 'utf8');

describe('Container', () => {
  it('given each width it offers, should size the column by it (default is the base rule)', () => {
    for (const width of CONTAINER_WIDTHS.filter((name) => name !== 'default'))
      expect(css, `no rule for width="${width}"`).toContain(`[data-width='${width}']`);
  });

  it('given each width, should render its content with the width as a data attribute', async () => {
    const { container } = render(
      <div>
        {CONTAINER_WIDTHS.map((width) => (
          <Container key={width} width={width}>
            <p>{`${width} column`}</p>
          </Container>
        ))}
      </div>,
    );
    for (const width of CONTAINER_WIDTHS) {
      expect(screen.getByText(`${width} column`).parentElement).toHaveAttribute(
        'data-width',
        width,
      );
    }
    await expectNoAxeViolations(container);
  });

  it('given as="nav" and a label, should be a navigation landmark', () => {
    render(
      <Container as="nav" aria-label="On this page">
        <a href="#plans">Plans</a>
      </Container>,
    );
    expect(screen.getByRole('navigation', { name: 'On this page' })).toHaveAttribute(
      'data-width',
      'default',
    );
  });

  it('given server-rendered HTML, should hydrate without warnings', async () => {
    expect(
      await expectHydratesCleanly(<Container width="narrow">Prose</Container>),
    ).toHaveTextContent('Prose');
  });
});
