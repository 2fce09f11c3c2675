import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectHydratesCleanly, expectNoAxeViolations } from '../test-utils.tsx';
import { Badge, BADGE_COLORS, BADGE_SIZES } from './index.ts';

/** The component's stylesheet: each value it offers needs a rule there. */
const css = readFileSync(`${import.meta.dirname}/Badge.module.css`, 'utf8');
const tokens = readFileSync(`${import.meta.dirname}/../tokens/tokens.css`, 'utf8');

describe('Badge', () => {
  it('given each colour it offers, should paint it from its two tokens; each size but S (the base) should have a rule', () => {
    for (const color of BADGE_COLORS) {
      const token = `--badge-${color.toLowerCase()}`;
      expect(css, `no rule for color="${color}"`).toContain(`[data-color='${color}']`);
      expect(tokens, `no ${token} or ${token}-tint token`).toContain(`${token}:`);
      expect(tokens).toContain(`${token}-tint:`);
    }
    for (const size of BADGE_SIZES.filter((name) => name !== 'S'))
      expect(css, `no rule for size="${size}"`).toContain(`[data-size='${size}']`);
  });

  it('given no colour or size, should be a blue S badge', () => {
    render(<Badge>New</Badge>);
    expect(screen.getByText('New')).toHaveAttribute('data-color', 'BLUE');
    expect(screen.getByText('New')).toHaveAttribute('data-size', 'S');
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
