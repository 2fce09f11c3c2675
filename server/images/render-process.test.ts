import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRenderProcess } from './render-process.ts';
import type { RenderJob } from './render.ts';

const job = (width: number): RenderJob => ({
  file: path.resolve(import.meta.dirname, '../../content/images/inbox.png'),
  transform: { dpr: 1, fit: 'clip', auto: new Set(), w: width },
  format: 'png',
  size: { width, height: Math.round(width / 1.6) },
  maxPixels: 40_000_000,
});

describe('render process', () => {
  it('given renders, should answer them from a child process that exits once idle', async () => {
    const renderer = createRenderProcess({ idleMs: 200 });
    const [a, b] = await Promise.all([renderer.render(job(64)), renderer.render(job(32))]);
    expect(a.subarray(1, 4).toString()).toBe('PNG');
    expect(b.byteLength).toBeLessThan(a.byteLength);
    expect(renderer.running).toBe(true);
    await expect.poll(() => renderer.running, { timeout: 3000 }).toBe(false);
    // The next render starts a new process.
    expect((await renderer.render(job(16))).subarray(1, 4).toString()).toBe('PNG');
    renderer.close();
  });

  it('given a failing render, should reject with its message and keep serving', async () => {
    const renderer = createRenderProcess({ idleMs: 200 });
    await expect(renderer.render({ ...job(10), file: '/no/such/file.png' })).rejects.toThrow(
      /file\.png|missing|exist/i,
    );
    expect((await renderer.render(job(10))).byteLength).toBeGreaterThan(0);
    renderer.close();
  });

  it('given the process stopped during a render, should reject it, then start anew', async () => {
    const renderer = createRenderProcess({ idleMs: 200 });
    const pending = renderer.render(job(1200));
    renderer.close();
    await expect(pending).rejects.toThrow('The render process stopped');
    expect((await renderer.render(job(10))).byteLength).toBeGreaterThan(0);
    renderer.close();
  });
});
