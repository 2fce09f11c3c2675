import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectHydratesCleanly, expectNoAxeViolations } from '../test-utils.tsx';
import {
  Checkbox,
  EmailField,
  Fieldset,
  HiddenField,
  RADIO_GROUP_VARIANTS,
  RadioGroup,
  RangeField,
  Select,
  TextArea,
  TextField,
  useFieldIds,
  type RadioGroupVariant,
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

describe('useFieldIds', () => {
  function Probe(props: { id?: string; hint?: string; error?: string; describedBy?: string }) {
    const ids = useFieldIds(props.id, props.hint, props.error, props.describedBy);
    return <output>{JSON.stringify(ids)}</output>;
  }

  it('given a hint, an error and the caller’s own description, should name all three in order', () => {
    render(<Probe id="seats" hint="h" error="e" describedBy="result" />);
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      controlId: 'seats',
      hintId: 'seats-hint',
      errorId: 'seats-error',
      describedBy: 'result seats-hint seats-error',
    });
  });

  it('given neither hint nor error, should describe nothing and generate an id', () => {
    render(<Probe />);
    const ids = JSON.parse(screen.getByRole('status').textContent ?? '') as Record<string, string>;
    expect(ids.controlId).toMatch(/\S/);
    expect(ids.describedBy).toBeUndefined();
  });
});

describe('TextField variants', () => {
  it('given a suffix, should show the unit beside the input and keep it out of the name and description', async () => {
    const { container } = render(
      <TextField label="Average handle time" suffix="seconds" hint="Talk time plus wrap-up." />,
    );
    const input = screen.getByRole('textbox', { name: 'Average handle time' });
    expect(input).toHaveAccessibleDescription('Talk time plus wrap-up.');
    expect(screen.getByText('seconds')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('given a hidden label, should still name the input', async () => {
    const { container } = render(<TextField label="Search integrations" type="search" hideLabel />);
    expect(screen.getByRole('searchbox', { name: 'Search integrations' })).toBeInTheDocument();
    expect(screen.getByText('Search integrations')).toHaveClass('visually-hidden');
    await expectNoAxeViolations(container);
  });

  it('given its own aria-describedby and an error, should keep both, the caller’s first', () => {
    render(
      <>
        <TextField label="Users" type="number" aria-describedby="result" error="Too many." />
        <p id="result">$90 a month</p>
      </>,
    );
    expect(screen.getByRole('spinbutton', { name: 'Users' })).toHaveAccessibleDescription(
      '$90 a month Too many.',
    );
  });

  it('given the password type and a class name, should mask the input and style the root only', () => {
    const { container } = render(<TextField label="Password" type="password" className="narrow" />);
    const input = container.querySelector('input');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).not.toHaveClass('narrow');
    expect(container.firstElementChild).toHaveClass('narrow');
    expect(screen.getByLabelText('Password')).toBe(input);
  });
});

describe('RangeField', () => {
  function Viewers() {
    const [value, setValue] = useState(1);
    return (
      <RangeField
        label="Unique viewers a month"
        min={0}
        max={3}
        value={value}
        aria-valuetext={`${(value + 1) * 1000} viewers`}
        scale={['1,000', '4,000']}
        onChange={(event) => setValue(Number(event.currentTarget.value))}
      />
    );
  }

  it('given a scale, should be a named slider whose value is said in words, moved by the keyboard', async () => {
    const { container } = render(<Viewers />);
    const slider = screen.getByRole('slider', { name: 'Unique viewers a month' });
    expect(slider).toHaveAttribute('aria-valuetext', '2000 viewers');
    expect(screen.getByText('4,000').parentElement).toHaveAttribute('aria-hidden', 'true');
    fireEvent.change(slider, { target: { value: '3' } });
    expect(slider).toHaveAttribute('aria-valuetext', '4000 viewers');
    await expectNoAxeViolations(container);
  });
});

describe('RadioGroup variants', () => {
  function Billing({ variant }: { variant: RadioGroupVariant }) {
    const [value, setValue] = useState('annually');
    return (
      <RadioGroup
        label="Billing period"
        hideLabel={variant === 'SEGMENTED'}
        variant={variant}
        name="billing"
        options={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'annually', label: 'Annual' },
        ]}
        value={value}
        onChange={setValue}
      />
    );
  }

  for (const variant of RADIO_GROUP_VARIANTS) {
    it(`given variant=${variant}, should be a named group of radios that arrow keys move through`, async () => {
      const { container } = render(<Billing variant={variant} />);
      const group = screen.getByRole('group', { name: 'Billing period' });
      expect(group).toHaveAttribute('data-variant', variant);
      expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
      await userEvent.click(screen.getByText('Monthly'));
      expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
      await userEvent.keyboard('{ArrowRight}');
      expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
      await expectNoAxeViolations(container);
    });
  }
});

describe('HiddenField', () => {
  it('given a name and a value, should submit them without showing a control', () => {
    const { container } = render(
      <form aria-label="f">
        <HiddenField name="registrationId" value="r1" />
      </form>,
    );
    expect(new FormData(container.querySelector('form')!).get('registrationId')).toBe('r1');
    expect(within(container).queryByRole('textbox')).toBeNull();
  });
});
