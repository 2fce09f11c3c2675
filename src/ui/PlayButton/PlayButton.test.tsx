import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectHydratesCleanly, expectNoAxeViolations } from '../test-utils.tsx';
import { PLAY_BUTTON_SIZES, PlayButton } from './index.ts';

describe('PlayButton', () => {
  it.each(PLAY_BUTTON_SIZES)(
    'given size %s, should be a named button without axe violations',
    async (size) => {
      const onClick = vi.fn();
      const { container } = render(
        <PlayButton size={size} label="Play the product video" onClick={onClick} />,
      );
      const button = screen.getByRole('button', { name: 'Play the product video' });
      expect(button).toHaveAttribute('data-size', size);
      await userEvent.click(button);
      expect(onClick).toHaveBeenCalledOnce();
      await expectNoAxeViolations(container);
    },
  );

  it('given server-rendered HTML, should hydrate without warnings into a working button', async () => {
    const onClick = vi.fn();
    const view = within(
      await expectHydratesCleanly(<PlayButton accent="GOLD" onClick={onClick} />),
    );
    const button = view.getByRole('button', { name: 'Play video' });
    expect(button).toHaveAttribute('data-accent', 'GOLD');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
