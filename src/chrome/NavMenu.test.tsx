import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolvedImage } from '../blocks/test-images.ts';
import { navigationSchema, type NavItem } from '../contracts/schemas/navigation.ts';
import { iconByName } from '../ui/Icon/icons-by-name.ts';
import { navigationWithLinks } from '../test/shared.ts';
import { CLOSED_MENU, menuReducer } from './menu-state.ts';
import { NavMenu } from './NavMenu.tsx';

const ITEMS: NavItem[] = [
  {
    title: 'Product',
    id: 'product',
    columns: [
      {
        items: [
          {
            layout: 'FEATURED_CARD',
            title: 'Meet the platform',
            text: 'One place for every conversation.',
            url: '/platform/',
            image: resolvedImage('nav-platform.png', '', { width: 660 }),
            imagePosition: 'FULL_WIDTH',
          },
          {
            layout: 'CARD',
            title: 'Inbox',
            text: 'A shared inbox.',
            url: '/inbox/',
            image: resolvedImage('nav-platform.png', '', { width: 660 }),
            imagePosition: null,
          },
        ],
        footer: null,
      },
    ],
  },
];

function Menu({ items = ITEMS }: { items?: NavItem[] }) {
  const [menu, dispatch] = useReducer(menuReducer, CLOSED_MENU);
  return (
    <NavMenu id="nav" items={items} menu={menu} dispatch={dispatch}>
      {null}
    </NavMenu>
  );
}

// A narrow screen: drawers toggle on click (jsdom has no matchMedia).
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NavMenu images', () => {
  it('given a closed drawer, should reserve each picture box without creating any image', () => {
    const { container } = render(<Menu />);
    expect(container.querySelector('img')).toBeNull();
    const boxes = [...container.querySelectorAll<HTMLElement>('[data-position]')];
    expect(boxes.map((box) => box.dataset.position)).toEqual(['FULL_WIDTH', 'INSET']);
    // 660 × 330: the box keeps its shape before the image (and its code) arrive.
    for (const box of boxes) expect(box.style.aspectRatio).toBe('660 / 330');
  });

  it('given the drawer opens, should load its pictures lazily from the image service at 660 px', async () => {
    const user = userEvent.setup();
    const { container } = render(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Product' }));
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(2));
    const [full, inset] = [...container.querySelectorAll('img')] as HTMLImageElement[];
    for (const img of [full!, inset!]) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '660');
      expect(img).toHaveAttribute('height', '330');
      // Decorative: the card's title and text name the link.
      expect(img).toHaveAttribute('alt', '');
      expect(img.getAttribute('src')).toMatch(/^\/_img\/nav-platform\.png\?.*w=660/);
      const quality = Number(/[?&]q=(\d+)/.exec(img.getAttribute('src') ?? '')?.[1]);
      expect(quality).toBeGreaterThanOrEqual(75);
      expect(quality).toBeLessThanOrEqual(85);
      expect(img.getAttribute('srcset')).toContain('w=1320 1320w');
    }
    expect(full).toHaveAttribute('sizes', '(min-width: 1024px) 22rem, 100vw');
    expect(inset).toHaveAttribute('sizes', '5rem');
    expect(screen.getByRole('link', { name: /Meet the platform/ })).toHaveAttribute(
      'data-image',
      'FULL_WIDTH',
    );
  });

  it('given a drawer opened once and closed, should keep its pictures for the next opening', async () => {
    const user = userEvent.setup();
    const { container } = render(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Product' });
    await user.click(trigger);
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(2));
    await act(async () => {
      await user.click(trigger);
    });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });
});

describe('NavMenu link icons', () => {
  it('given an icon name of the design system, should draw it before the title, hidden from screen readers', async () => {
    const { items } = navigationSchema({ icon: iconByName }).parse(
      navigationWithLinks([
        { title: 'Reports', url: '/analytics/', icon: 'chart' },
        { title: 'Inbox', url: '/inbox/' },
      ]),
    );
    render(<Menu items={items} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Product' }));
    const reports = screen.getByRole('link', { name: 'Reports' });
    const icon = reports.querySelector('svg');
    expect(icon).toHaveAttribute('data-icon', 'chart');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(reports.firstChild).toBe(icon);
    expect(screen.getByRole('link', { name: 'Inbox' }).querySelector('svg')).toBeNull();
  });
});
