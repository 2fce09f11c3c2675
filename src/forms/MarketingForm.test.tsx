import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentForms, newsletterBand } from '../test/forms.ts';
import { resolveFormWithLayout } from '../content/forms.ts';

const form = resolveFormWithLayout(contentForms, 'NEWSLETTER')!;

/** A controllable IntersectionObserver: tests decide when a form comes near the viewport. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  options: IntersectionObserverInit | undefined;
  disconnected = false;
  callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  enter() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

/** A fresh copy of the modules, as a browser has before any form code loaded. */
async function freshModules() {
  vi.resetModules();
  const [{ MarketingForm, loadFormView }, { TestSite }] = await Promise.all([
    import('./MarketingForm.tsx'),
    import('../test/site.tsx'),
  ]);
  const tree = (
    <TestSite>
      <MarketingForm form={form} label="Newsletter" />
    </TestSite>
  );
  return { tree, loadFormView };
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('MarketingForm lifecycle', () => {
  it('given a prerendered form, should keep its HTML while idle, then load, become ready and be shown near the viewport', async () => {
    const server = await freshModules();
    await server.loadFormView();
    const html = renderToString(server.tree);
    expect(html).toContain('data-state="idle"');
    expect(html).toContain('name="email"');

    const client = await freshModules();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const prerenderedInput = container.querySelector('input[name="email"]');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, client.tree, { onRecoverableError: (e) => recoverable.push(e) });
    });
    const root = container.querySelector('[data-form-name="NEWSLETTER"]')!;
    expect(root).toHaveAttribute('data-state', 'idle');
    expect(container.querySelector('input[name="email"]')).toBe(prerenderedInput);
    expect(FakeObserver.instances[0]?.options?.rootMargin).toBe('200px');

    await act(async () => FakeObserver.instances[0]!.enter());
    expect(FakeObserver.instances[0]!.disconnected).toBe(true);
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'shown'));
    expect(recoverable).toEqual([]);
    // Hydrated: the same prerendered input now answers to React.
    expect(container.querySelector('input[name="email"]')).toBe(prerenderedInput);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Sorry. That is required.')).toBeInTheDocument();
    container.remove();
  });

  it('given a form rendered after navigation, should reserve its height until it loads', async () => {
    const client = await freshModules();
    let container!: HTMLElement;
    await act(async () => {
      container = render(client.tree).container;
    });
    const root = container.querySelector('[data-form-name="NEWSLETTER"]')!;
    expect(root).toHaveAttribute('data-state', 'idle');
    const placeholder = root.querySelector<HTMLElement>('[data-placeholder]')!;
    expect(placeholder.style.minHeight).toBe('9.25rem');
    expect(container.querySelector('form')).toBeNull();
    await act(async () => FakeObserver.instances[0]!.enter());
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'shown'));
    expect(container.querySelector('form')).not.toBeNull();
  });

  it.each([
    ['NEWSLETTER', false, 'DEFAULT'],
    ['NEWSLETTER', true, 'CTA'],
    ['GUIDE_DOWNLOAD', false, 'DEFAULT'],
    ['GUIDE_DOWNLOAD', true, 'CTA'],
    ['TRIAL', false, 'TRIAL'],
    ['TRIAL', true, 'TRIAL'],
  ] as const)(
    'given %s with inCallToAction %s, should take the %s width',
    async (name, inCallToAction, variant) => {
      const [{ MarketingForm }, { TestSite }] = await Promise.all([
        import('./MarketingForm.tsx'),
        import('../test/site.tsx'),
      ]);
      const { container } = render(
        <TestSite>
          <MarketingForm
            form={resolveFormWithLayout(contentForms, name)!}
            inCallToAction={inCallToAction}
          />
        </TestSite>,
      );
      expect(container.querySelector('[data-form-name]')).toHaveAttribute('data-variant', variant);
    },
  );

  it('given the newsletter banner’s form, should render the same form posting to the named endpoint', async () => {
    vi.resetModules();
    const [{ MarketingForm }, { TestSite }] = await Promise.all([
      import('./MarketingForm.tsx'),
      import('../test/site.tsx'),
    ]);
    let container!: HTMLElement;
    await act(async () => {
      container = render(
        <TestSite>
          <MarketingForm form={newsletterBand.form!} label="Newsletter" />
        </TestSite>,
      ).container;
    });
    await act(async () => FakeObserver.instances[0]!.enter());
    await waitFor(() => expect(container.querySelector('form')).not.toBeNull());
    expect(container.querySelector('form')).toHaveAttribute('action', '/api/forms/NEWSLETTER');
  });
});
