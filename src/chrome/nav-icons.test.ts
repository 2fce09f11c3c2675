/**
 * Icons of navigation links (docs/product.md §5.1: a LIST link's title, icon, url, isNew): named
 * in content, checked and resolved to their drawing at build time. Drawn by NavMenu
 * (NavMenu.test.tsx).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { navigationSchema } from '../contracts/schemas/navigation.ts';
import { iconByName } from '../ui/Icon/icons-by-name.ts';
import { navigationWithLinks } from '../test/shared.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('navigation link icons', () => {
  it('given an icon name of the design system, should resolve it to its drawing', () => {
    const [list] = navigationSchema({ icon: iconByName }).parse(
      navigationWithLinks([{ title: 'Reports', url: '/analytics/', icon: 'chart' }]),
    ).items[0]!.columns[0]!.items;
    expect(list?.layout === 'LIST' && list.items[0]?.icon?.name).toBe('chart');
  });

  it('given an icon name the design system lacks, should fail naming the icons there are', () => {
    const result = navigationSchema({ icon: iconByName }).safeParse(
      navigationWithLinks([{ title: 'Reports', url: '/analytics/', icon: 'reports' }]),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^an icon name: arrow-left, .*chart/);
  });

  it('given the navigation content, should resolve every icon it names', async () => {
    const raw = JSON.parse(await readFile(path.join(ROOT, 'content/navigation.json'), 'utf8'));
    const icons = navigationSchema({ icon: iconByName })
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
