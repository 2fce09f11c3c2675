import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteDataProvider } from '../../site/site-data.tsx';
import { TEST_SETTINGS } from '../../test/settings.ts';
import { resetTracking } from '../../tracking/index.ts';
import { expectHydratesCleanly, expectNoAxeViolations } from '../../ui/test-utils.tsx';
import { REQUIRED_MESSAGE, SignupForm } from './SignupForm.tsx';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // A visitor outside the consent regions, as the server's region cookie says (src/consent/).
  document.cookie = 'hs_consent_region=r=0&c=US; path=/';
}

beforeEach(() => {
  clearCookies();
  resetTracking();
  window.history.replaceState(
    null,
    '',
    '/members/register/39/?utm_source=news&utm_medium=email&reg=ann%40acme.example&fn=Ann&cn=%3Cb%3EAcme',
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The form inside the site data it reads its settings from. */
const form = () => (
  <SiteDataProvider
    value={{
      shared: { settings: TEST_SETTINGS },
      slices: {} as never,
      path: '/members/register/39/',
    }}
  >
    <SignupForm registrationId="39" />
  </SiteDataProvider>
);

const hidden = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;

describe('SignupForm', () => {
  it('given campaign and prefill params, should fill the hidden fields and prefill the visible ones', async () => {
    const { container } = render(form());
    await waitFor(() => expect(hidden(container, 'GA_Source')).toBe('news'));
    expect(hidden(container, 'GA_Medium')).toBe('email');
    expect(hidden(container, 'GA_Term')).toBe('-');
    expect(screen.getByRole('textbox', { name: 'Work email' })).toHaveValue('ann@acme.example');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ann');
    expect(screen.getByRole('textbox', { name: /Company/ })).toHaveValue('<b>Acme');
    await expectNoAxeViolations(container);
  });

  it('given empty required fields, should show the required message and send nothing', async () => {
    window.history.replaceState(null, '', '/members/register/39/');
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(form());
    await userEvent.click(screen.getByRole('button', { name: /Free 15-day Trial/ }));
    expect(screen.getAllByText(REQUIRED_MESSAGE)).toHaveLength(2);
    const email = screen.getByRole('textbox', { name: 'Work email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveClass('error');
    expect(screen.getAllByText(REQUIRED_MESSAGE)[0]).toHaveClass('error');
    expect(email).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("given the server's refusal of a field, should show its message there and focus it", async () => {
    window.history.replaceState(null, '', '/members/register/39/');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: 'Invalid sign-up', errors: { email: 'Please enter a valid email address.' } },
          { status: 400 },
        ),
      ),
    );
    render(form());
    await userEvent.type(screen.getByRole('textbox', { name: 'Work email' }), 'ann@');
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: /Free 15-day Trial/ }));
    const email = screen.getByRole('textbox', { name: 'Work email' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(email).toHaveClass('error');
  });

  it('given a valid form, should post the visible and tracking fields and say thanks', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ id: 1 }), { status: 201 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { container } = render(form());
    await waitFor(() => expect(hidden(container, 'GA_Source')).toBe('news'));
    await userEvent.click(screen.getByRole('button', { name: /Free 15-day Trial/ }));
    expect(await screen.findByText(/^Thanks!/)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/forms/signup');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      registrationId: '39',
      email: 'ann@acme.example',
      firstName: 'Ann',
      GA_Source: 'news',
      GA_Campaign: '-',
    });
    expect(document.cookie).toContain('hs_signup=');
  });

  it('given the prerendered form, should hydrate without mismatches', async () => {
    await expectHydratesCleanly(form());
  });
});
