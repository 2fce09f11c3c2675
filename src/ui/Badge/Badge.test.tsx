import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectHydratesCleanly, expectNoAxeViolations } from '../test-utils.tsx';
import { Badge, BADGE_COLORS, BADGE_SIZES } from './index.ts';

describe('Badge', () => {
  it('given the spec, should offer 13 colours and three sizes', () => {
    expect(new Set(BADGE_COLORS).size).toBe(13);
    expect(BADGE_SIZES).toEqual(['XS', 'S', 'M']);
  });

  it('given every colour, size and tint, should render its text and data attributes without axe violations', async () => {
    const { container } = render(
      <div>
        {BADGE_COLORS.flatMap((color) =>
          BADGE_SIZES.flatMap((size) =>
            [false, true].map((tint) => (
              <Badge key={`${color}${size}${tint}`} color={color} size={size} tint={tint}>
                {`${color} ${size}${tint ? ' TINT' : ''}`}
              </Badge>
            )),
          ),
        )}
      </div>,
    );
    const badge = screen.getByText('GOLD M TINT');
    expect(badge).toHaveAttribute('data-color', 'GOLD');
    expect(badge).toHaveAttribute('data-size', 'M');
    expect(badge).toHaveAttribute('data-tint', 'true');
    expect(screen.getByText('RED XS')).not.toHaveAttribute('data-tint');
    await expectNoAxeViolations(container);
  });

  it('given server-rendered HTML, should hydrate without warnings into the same text and colour', async () => {
    const view = within(await expectHydratesCleanly(<Badge color="GREEN">99.99%</Badge>));
    expect(view.getByText('99.99%')).toHaveAttribute('data-color', 'GREEN');
  });
});
