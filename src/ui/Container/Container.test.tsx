import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectHydratesCleanly, expectNoAxeViolations } from '../test-utils.tsx';
import { Container, CONTAINER_WIDTHS } from './index.ts';

describe('Container', () => {
  it('given the design, should offer the default, medium and narrow widths', () => {
    expect(CONTAINER_WIDTHS).toEqual(['default', 'medium', 'narrow']);
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
