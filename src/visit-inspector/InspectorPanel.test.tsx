import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { InspectorModel } from '../tracking/inspector-model.ts';
import { InspectorPanel } from './InspectorPanel.tsx';

const HOSTILE = '<img src=x onerror="alert(1)">';

const model: InspectorModel = {
  classification: [
    ['Referrer', `https://evil.example/${HOSTILE}`],
    ['Source / medium', 'evil.example / referral'],
  ],
  firstTouch: [['Source', 'news']],
  lastTouch: [['Source', HOSTILE]],
  cookies: [{ name: 'hs_first_touch', value: 'news|email|||', lifetime: 'set by the server' }],
  signupParams: [['utm_source', 'news']],
  crossDomainParams: [],
  signupExample: { before: '/members/register/', after: '/members/register/?utm_source=news' },
  consent: ['No opt-out.'],
};

describe('InspectorPanel', () => {
  it('given a model, should show a dialog with the classification, touches, cookies and decoration', () => {
    render(<InspectorPanel model={model} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Attribution inspector' });
    const cookies = within(dialog).getByRole('table', { name: 'Cookies' });
    expect(within(cookies).getByRole('rowheader', { name: 'hs_first_touch' })).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'First touch' })).toHaveTextContent('news');
    expect(within(dialog).getByText('utm_source=news')).toBeInTheDocument();
  });

  it('given hostile values, should render them as text, never as markup', () => {
    const { container } = render(<InspectorPanel model={model} onClose={() => {}} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('table', { name: 'Last touch' })).toHaveTextContent(HOSTILE);
  });

  it('given it opens, should move focus to Close; Escape and Close should close it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<InspectorPanel model={model} onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
