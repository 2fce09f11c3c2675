import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectHydratesCleanly, expectNoAxeViolations } from '../test-utils.tsx';
import {
  Checkbox,
  EmailField,
  Fieldset,
  RadioGroup,
  Select,
  TextArea,
  TextField,
} from './index.ts';

describe('TextField', () => {
  it('given a label, hint and error, should tie all three to the input and mark it invalid', async () => {
    const { container } = render(
      <TextField
        label="Company"
        name="company"
        hint="As on your invoices"
        error="Sorry. That is required."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your invoices Sorry. That is required.');
    expect(input).toHaveClass('error');
    await expectNoAxeViolations(container);
  });

  it('given no error, should not mark the input invalid nor describe it', () => {
    render(<TextField label="First name" optional />);
    const input = screen.getByRole('textbox', { name: /^First name ?\(optional\)$/ });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('given server-rendered HTML, should hydrate without warnings', async () => {
    const view = within(
      await expectHydratesCleanly(<EmailField label="Work email" name="email" />),
    );
    expect(view.getByRole('textbox', { name: 'Work email' })).toHaveAttribute('type', 'email');
    expect(view.getByRole('textbox', { name: 'Work email' })).toHaveAttribute(
      'autocomplete',
      'email',
    );
  });
});

describe('TextArea', () => {
  it('given an error, should describe the text area with it', () => {
    render(<TextArea label="Message" error="At most 2000 characters." />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'At most 2000 characters.',
    );
  });
});

describe('Select', () => {
  it('given options, should offer them after an empty first choice', async () => {
    const { container } = render(
      <Select label="Team size" name="size" options={['1–5', '6–20']} />,
    );
    const select = screen.getByRole('combobox', { name: 'Team size' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Please select', '1–5', '6–20']);
    await userEvent.selectOptions(select, '6–20');
    expect(select).toHaveValue('6–20');
    await expectNoAxeViolations(container);
  });
});

describe('Checkbox', () => {
  it('given a label and an error, should be a named, described, invalid checkbox', async () => {
    const { container } = render(<Checkbox label="I agree" error="Sorry. That is required." />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Sorry. That is required.');
    await userEvent.click(screen.getByText('I agree'));
    expect(box).toBeChecked();
    await expectNoAxeViolations(container);
  });
});

describe('RadioGroup', () => {
  function Sessions() {
    const [value, setValue] = useState('');
    return (
      <RadioGroup
        label="Class"
        name="session"
        hint="All times are yours"
        error={value ? undefined : 'Sorry. That is required.'}
        options={[
          { value: 'a', label: 'Getting started' },
          { value: 'b', label: 'Workflows' },
        ]}
        value={value}
        onChange={setValue}
      />
    );
  }

  it('given options, should be a group named by its legend and described by its hint and error', async () => {
    const { container } = render(<Sessions />);
    const group = screen.getByRole('group', { name: 'Class' });
    expect(group).toHaveAccessibleDescription('All times are yours Sorry. That is required.');
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('given a click on a choice, should check it and clear the error', async () => {
    render(<Sessions />);
    await userEvent.click(screen.getByRole('radio', { name: 'Workflows' }));
    expect(screen.getByRole('radio', { name: 'Workflows' })).toBeChecked();
    expect(screen.queryByText('Sorry. That is required.')).not.toBeInTheDocument();
  });
});

describe('Fieldset', () => {
  it('given a legend, should name the group holding its controls', () => {
    render(
      <Fieldset label="Your details">
        <TextField label="First name" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Your details' });
    expect(within(group).getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
  });
});
