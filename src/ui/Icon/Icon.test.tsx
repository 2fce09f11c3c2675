import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectHydratesCleanly, expectNoAxeViolations } from '../test-utils.tsx';
import { iconByName } from './icons-by-name.ts';
import { check, Icon, ICON_NAMES, inbox } from './index.ts';

describe('Icon', () => {
  it('given a label, should be an image with that name', async () => {
    const { container } = render(<Icon icon={check} label="Included" />);
    expect(screen.getByRole('img', { name: 'Included' })).toHaveAttribute('data-icon', 'check');
    await expectNoAxeViolations(container);
  });

  it('given no label, should be hidden from assistive technology', () => {
    const { container } = render(<Icon icon={inbox} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('given every name of the enumeration, should find an icon by name; an unknown name warns', () => {
    for (const name of ICON_NAMES) expect(iconByName(name)?.name).toBe(name);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(iconByName('unicorn')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[icon] unknown icon "unicorn"');
    warn.mockRestore();
  });

  it('given server-rendered HTML, should hydrate without warnings into the named icon', async () => {
    const view = within(
      await expectHydratesCleanly(<Icon icon={check} label="Included" size={16} />),
    );
    expect(view.getByRole('img', { name: 'Included' })).toHaveAttribute('data-icon', 'check');
  });
});
