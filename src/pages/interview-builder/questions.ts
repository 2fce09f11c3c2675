/** The interview as a list of questions to show or export, resolved from the state. */
import type { InterviewLibrary } from '../../contracts/schemas/interview.ts';
import type { BuilderState } from './state.ts';

export interface ResolvedQuestion {
  id: string;
  text: string;
  competency: string | null;
  /** Only library questions have a scoring note. */
  goodAnswer: string | null;
  own: boolean;
}

export function resolveQuestions(
  state: BuilderState,
  library: InterviewLibrary,
): ResolvedQuestion[] {
  const names = new Map(library.competencies.map((c) => [c.id, c.name]));
  const out: ResolvedQuestion[] = [];
  for (const id of state.selected) {
    const question = library.questions.find((q) => q.id === id);
    const own = question ? undefined : state.own.find((q) => q.id === id);
    if (question)
      out.push({
        id,
        text: question.text,
        competency: names.get(question.competency) ?? null,
        goodAnswer: question.goodAnswer,
        own: false,
      });
    else if (own)
      out.push({
        id,
        text: own.text,
        competency: own.competency ? (names.get(own.competency) ?? null) : null,
        goodAnswer: null,
        own: true,
      });
  }
  return out;
}

/** Markdown's inline syntax characters, escaped so a question prints as written. */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>#|]/g, (char) => `\\${char}`);
}

/** The interview as a Markdown document: numbered questions, skill, scoring note, room for notes. */
export function toMarkdown(roleName: string, questions: ResolvedQuestion[]): string {
  const lines = [`# Interview: ${escapeMarkdown(roleName)}`, ''];
  lines.push('Candidate: ', '', 'Interviewer: ', '', 'Date: ', '');
  questions.forEach((question, index) => {
    lines.push(`## ${index + 1}. ${escapeMarkdown(question.text)}`, '');
    if (question.competency) lines.push(`Skill: ${question.competency}`, '');
    if (question.goodAnswer)
      lines.push(`What a good answer shows: ${escapeMarkdown(question.goodAnswer)}`, '');
    lines.push('Notes:', '', 'Score (1–4): ', '');
  });
  return `${lines.join('\n').trimEnd()}\n`;
}

/** A file name from the role: `interview-support-specialist.md`. */
export function exportFileName(roleId: string): string {
  return `interview-${roleId.replace(/[^a-z0-9-]/g, '') || 'questions'}.md`;
}
