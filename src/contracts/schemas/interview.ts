/**
 * The interview builder's question library (content/interview-questions.yaml). Build-time only:
 * the browser imports the inferred types, and receives the library in the builder pages' props.
 */
import { z } from 'zod';

/** Ids end up in visitors' URLs, so they are kept to a short, URL-safe alphabet. */
export const INTERVIEW_ID = /^[a-z0-9][a-z0-9-]{0,47}$/;
const id = z.string().regex(INTERVIEW_ID, 'an id: lower-case letters, digits and hyphens (≤ 48)');
const label = z.string().trim().min(1).max(60);
const sentence = z.string().trim().min(10).max(600);

const competencySchema = z.strictObject({ id, name: label, description: sentence });
const roleSchema = z.strictObject({
  id,
  name: label,
  description: sentence,
  /** The competencies this role is interviewed for, most important first. */
  competencies: z.array(id).min(1),
});
const questionSchema = z.strictObject({
  id,
  competency: id,
  roles: z.array(id).min(1),
  text: z.string().trim().min(10).max(400),
  /** What a good answer shows: the interviewer's scoring note. */
  goodAnswer: sentence,
});

function checkIds(
  list: { id: string }[],
  what: string,
  path: string,
  ctx: z.RefinementCtx,
): Set<string> {
  const seen = new Set<string>();
  list.forEach((item, index) => {
    if (seen.has(item.id))
      ctx.addIssue({
        code: 'custom',
        path: [path, index, 'id'],
        message: `duplicate ${what} id ${item.id}`,
      });
    seen.add(item.id);
  });
  return seen;
}

export const interviewLibrarySchema = z
  .strictObject({
    competencies: z.array(competencySchema).min(1),
    roles: z.array(roleSchema).min(1),
    questions: z.array(questionSchema).min(1),
  })
  .superRefine((library, ctx) => {
    const competencies = checkIds(library.competencies, 'competency', 'competencies', ctx);
    const roles = checkIds(library.roles, 'role', 'roles', ctx);
    checkIds(library.questions, 'question', 'questions', ctx);
    const unknown = (
      known: Set<string>,
      value: string,
      path: (string | number)[],
      what: string,
    ) => {
      if (!known.has(value))
        ctx.addIssue({ code: 'custom', path, message: `unknown ${what} ${value}` });
    };
    library.roles.forEach((role, index) =>
      role.competencies.forEach((competency, at) =>
        unknown(competencies, competency, ['roles', index, 'competencies', at], 'competency'),
      ),
    );
    library.questions.forEach((question, index) => {
      unknown(competencies, question.competency, ['questions', index, 'competency'], 'competency');
      question.roles.forEach((role, at) =>
        unknown(roles, role, ['questions', index, 'roles', at], 'role'),
      );
    });
  });

export type InterviewLibrary = z.infer<typeof interviewLibrarySchema>;
export type InterviewQuestion = InterviewLibrary['questions'][number];
export type InterviewRole = InterviewLibrary['roles'][number];
export type InterviewCompetency = InterviewLibrary['competencies'][number];
