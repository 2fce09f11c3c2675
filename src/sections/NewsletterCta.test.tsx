import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFormView } from '../forms/MarketingForm.tsx';
import { newsletterBand } from '../test/forms.ts';
import { TestSite } from '../test/site.tsx';
import { expectNoAxeViolations } from '../ui/test-utils.tsx';
import { NewsletterCta } from './NewsletterCta.tsx';

// The renderer's chunk, as the live banner has it before it shows (src/sections/registry.tsx).
beforeAll(async () => {
  await loadFormView();
});
afterEach(() => vi.unstubAllGlobals());

const banner = () =>
  render(
    <TestSite>
      <NewsletterCta tone="tint" section={newsletterBand} />
    </TestSite>,
  );

describe('NewsletterCta', () => {
  it('given an empty submit, should show the forms’ required message and send nothing', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { container } = banner();
    const form = await screen.findByRole('form', { name: 'Subscribe to the newsletter' });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('Sorry. That is required.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    expect(fetchSpy).not.toHaveBeenCalled();
    // The shared honeypot, out of the tab order and hidden from assistive technology.
    const honeypot = form.querySelector('input[name="email_address_main"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('given a valid email, should post it to the NEWSLETTER form with an idempotency key and thank', async () => {
    const fetchSpy = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
    vi.stubGlobal('fetch', fetchSpy);
    banner();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('Thanks! Check your inbox to confirm your subscription.'),
    ).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/forms/NEWSLETTER');
    expect(JSON.parse(String(init.body))).toMatchObject({
      email: 'ada@example.com',
      email_address_main: '',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,}$/),
    });
  });
});
