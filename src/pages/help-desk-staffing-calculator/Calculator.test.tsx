import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectHydratesCleanly, expectNoAxeViolations } from '../../ui/test-utils.tsx';
import { StaffingCalculator } from './Calculator.tsx';

afterEach(() => window.history.replaceState(null, '', '/help-desk-staffing-calculator/'));

const results = () => screen.getByRole('region', { name: 'Your team' });
/** The answer's line: "N agents on shift" (the number is its own element, for its size). */
const headline = () =>
  within(results()).getByText(
    (_, element) =>
      element?.tagName === 'P' && /^[\d,]+ agents on shift$/.test(element.textContent ?? ''),
  );

describe('StaffingCalculator', () => {
  it('given the defaults, should show the agents needed, the schedule and no axe violations', async () => {
    const { container } = render(<StaffingCalculator />);
    // 120 an hour at 6 minutes is 12 Erlangs; 80 % within 20 s needs 16 agents at 85 % occupancy.
    expect(headline()).toHaveTextContent('16 agents on shift');
    expect(within(results()).getByText(/^Schedule/)).toHaveTextContent(
      'Schedule 23 people to cover 30% shrinkage.',
    );
    await expectNoAxeViolations(container);
  });

  it('given hostile input, should explain beside the field and show no numbers', async () => {
    const user = userEvent.setup();
    render(<StaffingCalculator />);
    const volume = screen.getByRole('textbox', { name: 'Conversations' });
    await user.clear(volume);
    await user.type(volume, '-40');
    expect(volume).toHaveAttribute('aria-invalid', 'true');
    expect(volume).toHaveAccessibleDescription('Enter a positive number, more than 0.');
    expect(within(results()).getByText(/Fix the highlighted field/)).toBeInTheDocument();
    expect(results()).not.toHaveTextContent(/NaN|Infinity/);
    await user.clear(volume);
    await user.type(volume, '250');
    expect(volume).not.toHaveAttribute('aria-invalid');
    expect(headline()).toHaveTextContent('30 agents on shift');
  });

  it('given a change, should keep the result shareable in the URL', async () => {
    const user = userEvent.setup();
    render(<StaffingCalculator />);
    await user.click(screen.getByRole('radio', { name: 'Chat' }));
    expect(window.location.search).toBe(
      '?calls=120&aht=600&sl=80&within=60&shrinkage=30&occupancy=85&channel=chat&concurrency=2',
    );
    expect(screen.getByRole('textbox', { name: 'Chats per agent at once' })).toHaveValue('2');
  });

  it('given a shared URL, should show its results', () => {
    window.history.replaceState(
      null,
      '',
      '/help-desk-staffing-calculator/?calls=200&aht=180&sl=80&within=20&shrinkage=30&occupancy=100',
    );
    render(<StaffingCalculator />);
    expect(headline()).toHaveTextContent('14 agents on shift');
    expect(screen.getByRole('textbox', { name: 'Conversations' })).toHaveValue('200');
  });

  it('given server-rendered HTML, should hydrate without warnings', async () => {
    const container = await expectHydratesCleanly(<StaffingCalculator />);
    expect(container).toHaveTextContent('agents on shift');
  });
});
