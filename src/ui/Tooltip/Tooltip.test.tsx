import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_IMAGE } from '../fixtures.ts';
import { expectHydratesCleanly, expectNoAxeViolations } from '../test-utils.tsx';
import { Tooltip } from './index.ts';

describe('Tooltip', () => {
  it('given keyboard focus, should show the tooltip describing the trigger; Escape hides it', async () => {
    const { container } = render(
      <p>
        Price per <Tooltip text="Anyone who signs in to the help desk">user</Tooltip>
      </p>,
    );
    const trigger = screen.getByRole('button', { name: 'user' });
    expect(trigger).toHaveAccessibleDescription('Anyone who signs in to the help desk');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Anyone who signs in to the help desk');
    await expectNoAxeViolations(container);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('given a tap, should show it; a tap elsewhere hides it', async () => {
    render(
      <div>
        <Tooltip text="Included in every plan">Workflows</Tooltip>
        <span>elsewhere</span>
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Workflows' }));
    expect(screen.getByRole('tooltip')).toBeVisible();
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('given a trigger near the screen edge, should shift the open tooltip back inside', async () => {
    render(<Tooltip text="Read and write conversations">API</Tooltip>);
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: 320,
    });
    const rect = { left: -40, right: 200, top: 0, bottom: 40, width: 240, height: 40 };
    const spy = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ ...rect, x: rect.left, y: 0, toJSON: () => rect } as DOMRect);
    await userEvent.click(screen.getByRole('button', { name: 'API' }));
    expect(screen.getByRole('tooltip').style.getPropertyValue('--shift')).toBe('48px');
    spy.mockRestore();
    delete (document.documentElement as { clientWidth?: number }).clientWidth;
  });

  it('given hover, should show it and hide it on leave', async () => {
    render(<Tooltip text="Hover text">Hover me</Tooltip>);
    await userEvent.hover(screen.getByRole('button', { name: 'Hover me' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Hover text');
    await userEvent.unhover(screen.getByRole('button', { name: 'Hover me' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('given the plan-feature variant, should show title, text and image', async () => {
    const { container } = render(
      <Tooltip
        title="AI summarize"
        text="Summaries of long threads"
        image={SAMPLE_IMAGE}
        imageAlt="A summarized thread"
      >
        AI summarize
      </Tooltip>,
    );
    await userEvent.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveAttribute('data-rich', 'true');
    expect(tooltip).toHaveTextContent('AI summarize');
    expect(screen.getByRole('img', { name: 'A summarized thread' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given server-rendered HTML, should hydrate without warnings into a trigger that shows the tooltip on focus', async () => {
    const view = within(await expectHydratesCleanly(<Tooltip text="Hydrated">Term</Tooltip>));
    const trigger = view.getByRole('button', { name: 'Term' });
    expect(trigger).toHaveAccessibleDescription('Hydrated');
    expect(view.queryByRole('tooltip')).toBeNull();
    act(() => trigger.focus());
    expect(view.getByRole('tooltip')).toHaveTextContent('Hydrated');
  });
});
