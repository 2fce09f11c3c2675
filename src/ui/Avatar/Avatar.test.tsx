import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectHydratesCleanly, expectNoAxeViolations } from '../test-utils.tsx';
import { Avatar, AVATAR_SIZES } from './index.ts';

describe('Avatar', () => {
  it.each(AVATAR_SIZES)(
    'given size %s with a photo, should show it named by the person',
    async (size) => {
      const { container } = render(
        <Avatar name="Ada Lovelace" src="/_img/avatar.jpg?w=96" size={size} />,
      );
      expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute(
        'src',
        '/_img/avatar.jpg?w=96',
      );
      expect(container.firstElementChild).toHaveAttribute('data-size', size);
      await expectNoAxeViolations(container);
    },
  );

  it('given no photo, should show initials named by the person', async () => {
    const { container } = render(<Avatar name="Grace Brewster Hopper" size="XL" />);
    expect(screen.getByRole('img', { name: 'Grace Brewster Hopper' })).toHaveTextContent('GH');
    await expectNoAxeViolations(container);
  });

  it('given server-rendered HTML, should hydrate without warnings into the named initials', async () => {
    const view = within(await expectHydratesCleanly(<Avatar name="Ada Lovelace" size="L" />));
    expect(view.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });
});
