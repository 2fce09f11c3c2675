import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { InterviewLibrary } from '../../contracts/schemas/interview.ts';
import { expectHydratesCleanly, expectNoAxeViolations } from '../../ui/test-utils.tsx';
import { InterviewBuilder } from './Builder.tsx';
import { STORAGE_KEY } from './state.ts';

const library: InterviewLibrary = {
  competencies: [
    { id: 'empathy', name: 'Empathy', description: 'Understands how the customer feels.' },
    { id: 'writing', name: 'Writing', description: 'Clear and warm written replies.' },
  ],
  roles: [
    {
      id: 'support-specialist',
      name: 'Support specialist',
      description: 'Answers customers.',
      competencies: ['empathy'],
    },
    {
      id: 'team-lead',
      name: 'Team lead',
      description: 'Leads the team daily.',
      competencies: ['writing'],
    },
  ],
  questions: [
    {
      id: 'calm',
      competency: 'empathy',
      roles: ['support-specialist'],
      text: 'How do you calm an angry customer?',
      goodAnswer: 'Names the feeling first.',
    },
    {
      id: 'reply',
      competency: 'writing',
      roles: ['support-specialist', 'team-lead'],
      text: 'Write the reply you would send.',
      goodAnswer: 'The answer comes first.',
    },
    {
      id: 'coach',
      competency: 'writing',
      roles: ['team-lead'],
      text: 'How do you edit a colleague reply?',
      goodAnswer: 'Kind, specific edits.',
    },
  ],
};

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/interview-builder/');
});

const sheet = () => screen.getByRole('region', { name: /Your interview/ });
const items = () =>
  within(sheet())
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('InterviewBuilder', () => {
  it('given a visitor, should filter by role and skill, pick and reorder by keyboard, and announce it', async () => {
    const user = userEvent.setup();
    const { container } = render(<InterviewBuilder library={library} />);
    const libraryPanel = screen.getByRole('region', { name: 'Question library' });
    expect(within(libraryPanel).getByText('2 questions')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Skill' }), 'writing');
    expect(within(libraryPanel).getByText('1 question')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Skill' }), 'all');

    for (const button of within(libraryPanel).getAllByRole('button', { name: 'Add' }))
      await user.click(button);
    expect(items()[0]).toContain('How do you calm');
    expect(items()[1]).toContain('Write the reply');

    const down = screen.getByRole('button', {
      name: 'Move "How do you calm an angry customer?" down',
    });
    down.focus();
    await user.keyboard('{Enter}');
    expect(items()[0]).toContain('Write the reply');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Move "How do you calm an angry customer?" down' }),
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Moved "How do you calm an angry customer?" to position 2 of 2.',
    );

    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(items()[0]).toContain('How do you calm');
    await expectNoAxeViolations(container);

    // Removing keeps the keyboard in the list: on the question taking the place, then the heading.
    screen.getByRole('button', { name: 'Remove "How do you calm an angry customer?"' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: /^Remove "Write the reply/ }),
    );
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^Your interview/ }));
  });

  it('given an own question, should refuse it empty, then add it and keep everything in storage and the URL', async () => {
    const user = userEvent.setup();
    render(<InterviewBuilder library={library} />);
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(screen.getByText('Write your question first.')).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Your question' }).getAttribute('aria-invalid'),
    ).toBe('true');

    await user.type(screen.getByRole('textbox', { name: 'Your question' }), '<b>Why us?</b>');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(within(sheet()).getByText('<b>Why us?</b>')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({
      selected: ['_1'],
      own: [{ id: '_1', text: '<b>Why us?</b>' }],
    });
    expect(window.location.search).toBe('?role=support-specialist&q=_1');
  });

  it('given a saved interview and a hostile URL, should restore what is valid after hydration', async () => {
    window.localStorage.setItem(
      STORAGE_KEY,
      '{"role":"team-lead","selected":["coach","nope"],"own":[]}',
    );
    window.history.replaceState(null, '', '/interview-builder/?add=reply&role=%3Cscript%3E');
    const container = await expectHydratesCleanly(<InterviewBuilder library={library} />);
    const region = within(container).getByRole('region', { name: 'Your interview: Team lead' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('How do you edit'),
      expect.stringContaining('Write the reply'),
    ]);
    container.remove();
  });

  it('given corrupted storage, should start empty without throwing', () => {
    window.localStorage.setItem(STORAGE_KEY, '{"selected":');
    render(<InterviewBuilder library={library} />);
    expect(within(sheet()).getByText(/No questions yet/)).toBeTruthy();
  });
});
