/**
 * Icons of navigation links (docs/product.md §5.1: a LIST link's title, icon, url, isNew): named
 * in content, checked and resolved to their drawing at build time, drawn before the title.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigationSchema } from '../contracts/schemas/navigation.ts';
import { CLOSED_MENU, menuReducer } from './menu-state.ts';
import { NavMenu } from './NavMenu.tsx';

const ROOT = path.resolve(import.meta.dirname, '../..');

const navigation = (icon: unknown) => ({
  items: [
    {
      title: 'Product',
      id: 'product',
      columns: [
        {
          items: [
            {
              layout: 'LIST',
              title: 'Platform',
              items: [
                { title: 'Reports', url: '/analytics/', icon },
                { title: 'Inbox', url: '/inbox/' },
              ],
            },
          ],
        },
      ],
    },
  ],
});

describe('navigation link icons', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('given an icon name of the design system, should draw it before the title, hidden from screen readers', async () => {
    const { items } = navigationSchema.parse(navigation('chart'));
    function Menu() {
      const [menu, dispatch] = useReducer(menuReducer, CLOSED_MENU);
      return (
        <NavMenu id="nav" items={items} menu={menu} dispatch={dispatch}>
          {null}
        </NavMenu>
      );
    }
    render(<Menu />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Product' }));
    const reports = screen.getByRole('link', { name: 'Reports' });
    const icon = reports.querySelector('svg');
    expect(icon).toHaveAttribute('data-icon', 'chart');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(reports.firstChild).toBe(icon);
    expect(screen.getByRole('link', { name: 'Inbox' }).querySelector('svg')).toBeNull();
  });

  it('given an icon name the design system lacks, should fail naming the icons there are', () => {
    const result = navigationSchema.safeParse(navigation('reports'));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^an icon name: arrow-left, .*chart/);
  });

  it('given the navigation content, should resolve every icon it names', async () => {
    const raw = JSON.parse(await readFile(path.join(ROOT, 'content/navigation.json'), 'utf8'));
    const icons = navigationSchema
      .parse(raw)
      .items.flatMap((item) => item.columns)
      .flatMap((column) => [
        ...column.items.flatMap((entry) => (entry.layout === 'LIST' ? entry.items : [])),
        ...(column.footer?.items ?? []),
      ])
      .flatMap((link) => (link.icon ? [link.icon.name] : []));
    expect(icons).toEqual(['plug', 'users', 'sparkles', 'chart']);
  });
});
