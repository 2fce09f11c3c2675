import { describe, expect, it } from 'vitest';
import { exportFileName, toMarkdown, type ResolvedQuestion } from './questions.ts';

const questions: ResolvedQuestion[] = [
  {
    id: 'a',
    text: 'Why *this* job?',
    competency: 'Empathy',
    goodAnswer: 'Specific reasons.',
    own: false,
  },
  { id: '_1', text: 'Your [own] # question', competency: null, goodAnswer: null, own: true },
];

describe('toMarkdown', () => {
  it('given questions, should number them with skill, scoring note and room for notes, escaping syntax', () => {
    const markdown = toMarkdown('Team lead', questions);
    expect(markdown).toContain('# Interview: Team lead\n');
    expect(markdown).toContain(
      '## 1. Why \\*this\\* job?\n\nSkill: Empathy\n\nWhat a good answer shows: Specific reasons.\n\nNotes:',
    );
    expect(markdown).toContain('## 2. Your \\[own\\] \\# question\n\nNotes:');
    expect(markdown.endsWith('\n')).toBe(true);
  });

  it('given a role id, should name the file after it and never let it escape the name', () => {
    expect(exportFileName('team-lead')).toBe('interview-team-lead.md');
    expect(exportFileName('../../etc')).toBe('interview-etc.md');
    expect(exportFileName('')).toBe('interview-questions.md');
  });
});
