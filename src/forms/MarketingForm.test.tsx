import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentForms, newsletterBand } from '../test/forms.ts';
import { resolveFormWithLayout } from '../content/forms.ts';
import { FakeIntersectionObserver } from '../test/intersection.ts';

const form = resolveFormWithLayout(contentForms, 'NEWSLETTER')!;

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
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('MarketingForm lifecycle', () => {
  it('given a prerendered form below the first screen, should keep its HTML while idle, then load, become ready and be shown once scrolled near', async () => {
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
    expect(FakeIntersectionObserver.instances[0]?.options?.rootMargin).toBe('200px');

    await act(async () => FakeIntersectionObserver.instances[0]!.report(false));
    expect(root).toHaveAttribute('data-state', 'idle');
    await act(async () => FakeIntersectionObserver.instances[0]!.enter());
    expect(FakeIntersectionObserver.instances[0]!.disconnected).toBe(true);
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
    await act(async () => FakeIntersectionObserver.instances[0]!.enter());
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
    await act(async () => FakeIntersectionObserver.instances[0]!.enter());
    await waitFor(() => expect(container.querySelector('form')).not.toBeNull());
    expect(container.querySelector('form')).toHaveAttribute('action', '/api/forms/NEWSLETTER');
  });

  /** The NEWSLETTER form prerendered, then hydrated by fresh modules on the first screen. */
  async function hydrateOnFirstScreen() {
    const server = await freshModules();
    await server.loadFormView();
    const html = renderToString(server.tree);
    const client = await freshModules();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, client.tree);
    });
    // The observer's first report: near the viewport at load.
    await act(async () => FakeIntersectionObserver.instances[0]!.report(true));
    const root = container.querySelector('[data-form-name="NEWSLETTER"]')!;
    return { container, root };
  }

  it('given a prerendered form on the first screen, should load its renderer only when the visitor reaches for it, keeping what was typed and the focus', async () => {
    const { container, root } = await hydrateOnFirstScreen();
    expect(root).toHaveAttribute('data-state', 'idle');

    const email = screen.getByRole('textbox', { name: /email/i });
    await act(async () => {
      email.focus();
      // Typed before the renderer arrived: into the prerendered field.
      (email as HTMLInputElement).value = 'ann@acme.example';
    });
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'shown'));
    expect(screen.getByRole('textbox', { name: /email/i })).toBe(email);
    expect(email).toHaveFocus();
    expect(email).toHaveValue('ann@acme.example');
    // The live form's state holds the value: submitting is not rejected as empty.
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Sorry. That is required.')).toBeNull();
    container.remove();
  });

  it('given a submit before the renderer arrived, should hold it and send it through the live form', async () => {
    const { container, root } = await hydrateOnFirstScreen();
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const email = screen.getByRole<HTMLInputElement>('textbox', { name: /email/i });
    email.value = 'ann@acme.example';
    const newsletter = screen.getByRole<HTMLFormElement>('form', { name: 'Newsletter' });
    let posted = true;
    await act(async () => {
      // The page's plain post would leave the page: the event's default is what is held.
      posted = newsletter.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(posted).toBe(false);
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'shown'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(init.body)).toContain('ann@acme.example');
    container.remove();
  });
});
