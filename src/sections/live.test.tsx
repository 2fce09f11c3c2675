import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFormView } from '../forms/MarketingForm.tsx';
import { newsletterBand } from '../test/forms.ts';
import { TestSite } from '../test/site.tsx';
import { restoreFields, snapshotFields } from './live.ts';
import { NewsletterCta } from './NewsletterCta.tsx';
import {
  Checkbox,
  HiddenField,
  RadioGroup,
  Select,
  TextArea,
  TextField,
} from '../ui/Field/index.ts';
import { mayHideNewsletter, NO_THANKS_KEY, SUBSCRIBER_COOKIE } from './newsletter/hint.ts';
import { COOKIE } from '../tracking/cookies.ts';
import { STORAGE_KEY } from '../tracking/storage.ts';

beforeAll(async () => {
  await loadFormView();
});
afterEach(() => vi.unstubAllGlobals());

/** The prerendered HTML of a section, as the build writes it, in the document. */
function prerendered(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder;
}

function Preferences({ onSave }: { onSave: (values: object) => void }) {
  const [plan, setPlan] = useState('basic');
  const [size, setSize] = useState('1-10');
  const [notes, setNotes] = useState('');
  const [agree, setAgree] = useState(false);
  return (
    <form
      aria-label="Preferences"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ plan, size, notes, agree });
      }}
    >
      <RadioGroup
        label="Plan"
        name="plan"
        options={[
          { value: 'basic', label: 'Basic' },
          { value: 'pro', label: 'Pro' },
        ]}
        value={plan}
        onChange={setPlan}
      />
      <Select
        label="Team size"
        name="size"
        placeholder={null}
        options={[
          { value: '1-10', label: '1–10' },
          { value: '11-50', label: '11–50' },
        ]}
        value={size}
        onChange={(event) => setSize(event.target.value)}
      />
      <TextArea
        label="Notes"
        name="notes"
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <Checkbox
        label="I agree"
        name="agree"
        checked={agree}
        onChange={(event) => setAgree(event.target.checked)}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('fields carried over a live section’s swap', () => {
  it('given a visitor who typed into the prerendered banner, should submit what they typed from the live one, with the focus kept', async () => {
    const html = renderToString(
      <TestSite>
        <NewsletterCta tone="tint" section={newsletterBand} />
      </TestSite>,
    );
    const holder = prerendered(html);
    const email = holder.querySelector<HTMLInputElement>('input[type="email"]')!;
    await userEvent.type(email, 'ana@example.com');
    expect(document.activeElement).toBe(email);

    const snapshot = snapshotFields(holder);
    holder.remove();
    const { container } = render(
      <TestSite>
        <NewsletterCta tone="tint" section={newsletterBand} />
      </TestSite>,
    );
    await screen.findByRole('form', { name: 'Subscribe to the newsletter' });
    restoreFields(container, snapshot);

    const live = screen.getByRole('textbox', { name: 'Email' });
    expect(live).toHaveValue('ana@example.com');
    expect(live).toHaveFocus();
    // The renderer's own state took the value: it is what a submit sends.
    const posted = new Promise<string>((resolve) =>
      vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
        resolve(String(init.body));
        return new Promise(() => {});
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await posted).toContain('ana@example.com');
  });

  it('given changed radios, selects, text areas and checkboxes, should give the live form’s state the same values', async () => {
    let saved: object | null = null;
    const holder = prerendered(renderToString(<Preferences onSave={() => {}} />));
    holder.querySelector<HTMLInputElement>('input[value="pro"]')!.checked = true;
    holder.querySelector<HTMLSelectElement>('select')!.value = '11-50';
    holder.querySelector<HTMLTextAreaElement>('textarea')!.value = 'Call after 3 pm';
    holder.querySelector<HTMLInputElement>('input[name="agree"]')!.checked = true;
    const snapshot = snapshotFields(holder);
    holder.remove();

    const { container } = render(<Preferences onSave={(values) => (saved = values)} />);
    restoreFields(container, snapshot);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual({ plan: 'pro', size: '11-50', notes: 'Call after 3 pm', agree: true });
  });

  it('given untouched fields, should carry nothing over and leave the live form’s defaults', () => {
    const holder = prerendered(renderToString(<Preferences onSave={() => {}} />));
    expect(snapshotFields(holder)).toEqual({ fields: [] });
    holder.remove();
  });

  it('given hidden and password fields, should never copy them', () => {
    const holder = prerendered(
      renderToString(
        <form aria-label="Sign in">
          <HiddenField name="token" value="a" />
          <TextField label="Password" type="password" name="p" />
        </form>,
      ),
    );
    holder.querySelector<HTMLInputElement>('[name="token"]')!.value = 'changed';
    holder.querySelector<HTMLInputElement>('[name="p"]')!.value = 'secret';
    expect(snapshotFields(holder).fields).toEqual([]);
    holder.remove();
  });
});

describe('the newsletter hint', () => {
  it('should use the markers’ own names', () => {
    expect(SUBSCRIBER_COOKIE).toBe(COOKIE.newsletterSubscriber);
    expect(NO_THANKS_KEY).toBe(STORAGE_KEY.newsletterNoThanks);
  });

  it('given a subscriber cookie or a no-thanks record, should say the banner may hide', () => {
    expect(mayHideNewsletter()).toBe(false);
    document.cookie = `${SUBSCRIBER_COOKIE}=true; path=/`;
    expect(mayHideNewsletter()).toBe(true);
    document.cookie = `${SUBSCRIBER_COOKIE}=; path=/; max-age=0`;
    localStorage.setItem(NO_THANKS_KEY, '{}');
    expect(mayHideNewsletter()).toBe(true);
    localStorage.removeItem(NO_THANKS_KEY);
    expect(mayHideNewsletter()).toBe(false);
  });
});
