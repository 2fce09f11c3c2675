/** Test helpers shared by the design-system components: axe in jsdom, and server-render-then-hydrate. */
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import axe from 'axe-core';
import { expect, vi } from 'vitest';

/** Runs axe on `container`; page-level rules (landmarks, one h1) are for the e2e tests. */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: {
      region: { enabled: false },
      'page-has-heading-one': { enabled: false },
      'landmark-one-main': { enabled: false },
    },
  });
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
  ).toEqual([]);
}

/** Renders `element` to HTML as the prerender does, hydrates it, and expects no warnings at all. */
export async function expectHydratesCleanly(element: ReactElement): Promise<HTMLElement> {
  const html = renderToString(element);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const recoverable: unknown[] = [];
  try {
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(recoverable).toEqual([]);
    expect(error.mock.calls).toEqual([]);
    expect(warn.mock.calls).toEqual([]);
  } finally {
    error.mockRestore();
    warn.mockRestore();
  }
  return container;
}
