import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentForms } from '../test/forms.ts';
import { resolveFormWithLayout } from '../content/forms.ts';
import type { FormName } from '../contracts/schemas/forms.ts';
import { TestSite } from '../test/site.tsx';
import { TEST_SETTINGS } from '../test/settings.ts';
import { expectHydratesCleanly, expectNoAxeViolations } from '../ui/test-utils.tsx';
import { FormView } from './FormView.tsx';
import { EMAIL_MESSAGE, REQUIRED_MESSAGE } from './validate.ts';

const registry = contentForms;
const formOf = (name: FormName) => resolveFormWithLayout(registry, name)!;
const created = () =>
  new Response(JSON.stringify({ ok: true }), {
    status: 201,
    headers: { 'content-type': 'application/json' },
  });

function view(name: FormName, props: { pdfLink?: string; label?: string } = {}) {
  return (
    <TestSite>
      <FormView form={formOf(name)} label={props.label ?? 'Test form'} pdfLink={props.pdfLink} />
    </TestSite>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('FormView', () => {
  it('given the demo form prerendered, should hydrate cleanly and pass axe', async () => {
    const container = await expectHydratesCleanly(view('GET_A_DEMO'));
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(`/api/forms/${formOf('GET_A_DEMO').id}`);
    await expectNoAxeViolations(container);
    container.remove();
  });

  it('given a static-host build with FORMS_DIRECT=hubspot, should still post without JavaScript to the forms service (FORMS_ENDPOINT)', () => {
    const settings = {
      ...TEST_SETTINGS,
      forms: {
        provider: 'local' as const,
        hubspotApiUrl: 'https://api.hsforms.com',
        portalId: null,
        direct: 'hubspot' as const,
      },
      services: { forms: 'https://forms.harbor.example', events: null },
    };
    for (const name of ['GET_A_DEMO', 'NEWSLETTER'] as const) {
      const { container, unmount } = render(
        <TestSite shared={{ settings }}>
          <FormView form={formOf(name)} label="Test form" />
        </TestSite>,
      );
      expect(container.querySelector('form')).toHaveAttribute(
        'action',
        `https://forms.harbor.example/api/forms/${formOf(name).id}`,
      );
      unmount();
    }
  });

  it('given the honeypot, should be hidden from people, autofill and the tab order', () => {
    const { container } = render(view('NEWSLETTER'));
    const honeypot = container.querySelector<HTMLInputElement>('input[name="email_address_main"]')!;
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('given a form for the product team, should carry the GA fields; a newsletter, none', () => {
    const demo = render(view('GET_A_DEMO'));
    const fields = demo.container.querySelectorAll<HTMLInputElement>(
      'input[type="hidden"][name^="GA_"]',
    );
    expect(fields).toHaveLength(12);
    // Dashes until the visit's values are read after hydration (docs/product.md §4.4).
    expect([...fields].map((field) => field.value)).toEqual(Array(12).fill('-'));
    demo.unmount();
    const newsletter = render(view('NEWSLETTER'));
    expect(newsletter.container.querySelectorAll('input[name^="GA_"]')).toHaveLength(0);
  });

  it('given an empty submit, should mark each required field, link its message and focus the first', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(view('GET_A_DEMO'));
    await userEvent.click(screen.getByRole('button', { name: 'Book my demo' }));
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription(REQUIRED_MESSAGE);
    expect(first).toHaveClass('error');
    expect(screen.getAllByText(REQUIRED_MESSAGE)).toHaveLength(5);
    expect(screen.getAllByText(REQUIRED_MESSAGE)[0]).toHaveClass('error');
    await waitFor(() => expect(first).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('given the trial signup form empty, should use its own required message', async () => {
    render(view('TRIAL_SIGNUP'));
    await userEvent.click(screen.getByRole('button', { name: 'Start your free trial' }));
    expect(screen.getByText('Sorry, that is required.')).toBeInTheDocument();
  });

  it('given an invalid email, should say so next to the field and send nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(view('NEWSLETTER'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@acme');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      EMAIL_MESSAGE,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('given a valid newsletter signup, should post it and announce the thanks politely', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(created()));
    vi.stubGlobal('fetch', fetchMock);
    render(view('NEWSLETTER'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^Thanks!/));
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('form')).toBeNull();
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as Record<string, string>;
    expect(body.email).toBe('ann@acme.example');
    expect(body.idempotencyKey).toMatch(/^[\w-]{8,}$/);
  });

  it('given the service refuses a value, should show its message on the field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ errors: { email: 'At most 254 characters.' } }), {
            status: 400,
          }),
        ),
      ),
    );
    render(view('NEWSLETTER'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'At most 254 characters.',
      ),
    );
  });

  it('given a download form with a PDF, should offer the PDF only after submitting', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(created())),
    );
    render(view('GUIDE_DOWNLOAD', { pdfLink: '/guides/customer-centred-culture.pdf' }));
    expect(screen.queryByRole('link', { name: 'Download the PDF' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ann');
    await userEvent.type(screen.getByRole('textbox', { name: 'Work email' }), 'ann@acme.example');
    await userEvent.type(screen.getByRole('textbox', { name: 'Company' }), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Get the PDF' }));
    expect(await screen.findByRole('link', { name: 'Download the PDF' })).toHaveAttribute(
      'href',
      '/guides/customer-centred-culture.pdf',
    );
  });

  it('given a valid trial signup, should open the free-trial link with the email in a new tab', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(created())),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(view('TRIAL'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Work email' }), 'ann@acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Start your free trial' }));
    expect(open).toHaveBeenCalledWith(
      '/members/register/18/?reg=ann%40acme.example',
      '_blank',
      'noopener',
    );
    await screen.findByText(/Finish your sign-up/);
    open.mockRestore();
  });

  it('given the service down, should keep the form and say it could not be sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 503 }))),
    );
    render(view('NEWSLETTER'));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@acme.example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByRole('status')).toHaveTextContent(/could not send your form/);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ann@acme.example');
    vi.useRealTimers();
  });
});
