import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectHydratesCleanly, expectNoAxeViolations } from '../test-utils.tsx';
import { ACCENTS, Pill } from './index.ts';

describe('Pill', () => {
  it('given each accent, should render its text and accent without axe violations', async () => {
    const { container } = render(
      <p>
        <Pill>Live Event</Pill>
        {ACCENTS.map((accent) => (
          <Pill key={accent} accent={accent}>
            {accent}
          </Pill>
        ))}
      </p>,
    );
    expect(screen.getByText('GOLD')).toHaveAttribute('data-accent', 'GOLD');
    expect(screen.getByText('Live Event')).not.toHaveAttribute('data-accent');
    await expectNoAxeViolations(container);
  });

  it('given server-rendered HTML, should hydrate without warnings into the same text and accent', async () => {
    const view = within(await expectHydratesCleanly(<Pill accent="INDIGO">42 min</Pill>));
    expect(view.getByText('42 min')).toHaveAttribute('data-accent', 'INDIGO');
  });
});
