/**
 * The real navigation content: every card picture resolves through the URL builder at its
 * documented size (docs/product.md §9.6).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { navigationSchema, type NavItem } from '../contracts/schemas/navigation.ts';
import { iconByName } from '../ui/Icon/icons-by-name.ts';
import { DEFAULT_IMAGE_CONFIG, NAV_IMAGE } from '../images/config.ts';
import type { ImageData } from '../images/image-data.ts';
import { localSources, resolveContentImages } from '../images/resolve.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('navigation images', () => {
  it('given the navigation content, should resolve every card picture to a 660 px image of quality 75–85', async () => {
    const raw = JSON.parse(await readFile(path.join(ROOT, 'content/navigation.json'), 'utf8'));
    const navigation = navigationSchema({ icon: iconByName }).parse(raw);
    const warnings: string[] = [];
    const resolved = await resolveContentImages(
      navigation,
      DEFAULT_IMAGE_CONFIG,
      localSources(path.join(ROOT, 'content/images')),
      (message) => warnings.push(message),
    );
    const cards = resolved.items
      .flatMap((item: NavItem) => item.columns.flatMap((column) => column.items))
      .filter((entry) => entry.layout !== 'LIST' && entry.image);
    expect(cards.length).toBeGreaterThan(0);
    expect(
      cards.some((card) => card.layout !== 'LIST' && card.imagePosition === 'FULL_WIDTH'),
    ).toBe(true);
    for (const card of cards) {
      const data = (card as unknown as { image: { data: ImageData | null } }).image.data;
      expect(data).not.toBeNull();
      expect(data!.width).toBe(NAV_IMAGE.width);
      const url = new URL(data!.images.fallback.src, 'http://x');
      expect(url.pathname).toMatch(/^\/_img\//);
      expect(url.searchParams.get('w')).toBe('660');
      const quality = Number(url.searchParams.get('q'));
      expect(quality).toBeGreaterThanOrEqual(NAV_IMAGE.minQuality);
      expect(quality).toBeLessThanOrEqual(NAV_IMAGE.maxQuality);
      // Sharp on dense screens: the source is at least twice as wide.
      expect(data!.images.fallback.srcSet).toContain('1320w');
    }
    expect(warnings).toEqual([]);
  });
});
