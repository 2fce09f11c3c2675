/**
 * Forms are content (issue 32, point 5): a form added as a file of content/forms/, with a field
 * the site never had, is validated, reaches the page that picks it and renders with its new
 * field, without a line of TypeScript. (The forms service's side: server/forms/lead-forms.test.ts.)
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IconName } from '../contracts/icon-names.ts';
import type { ResolvedForm } from '../contracts/schemas/forms.ts';
import { FormView } from '../forms/FormView.tsx';
import { TestSite } from '../test/site.tsx';
import { writeFixtureContent } from './fixtures/fixture-content.ts';
import { loadSite } from './load.ts';
import { ContentError } from './model.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'content-forms-'));
  await writeFixtureContent(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const quiet = { onWarning: () => {}, icon: (name: IconName) => ({ name, paths: [] }) };

/** A new form as a marketer saves it in the studio: a file, nothing else. */
const PARTNER_QUIZ = {
  name: 'PARTNER_QUIZ',
  id: '11111111-2222-4333-8444-555555555555',
  fields: [
    { name: 'email', label: 'Work email', type: 'email', required: true },
    {
      name: 'favourite_channel',
      label: 'Where do your customers write to you most?',
      type: 'radio',
      required: true,
      options: ['Email', 'Chat', 'Phone'],
    },
  ],
  submitText: 'See my result',
  successText: 'Thanks! Your result is on its way.',
  notify: ['partners@harbor.example'],
};

async function pickForm(name: string) {
  const file = path.join(dir, 'pages/blog/blocks-post.md');
  const text = await readFile(file, 'utf8');
  await writeFile(file, text.replace('form: WEBINAR_SIGNUP', `form: ${name}`));
}

function formBlockIn(value: unknown): { form: ResolvedForm } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if ((value as { type?: unknown }).type === 'Form') return value as { form: ResolvedForm };
  for (const child of Object.values(value)) {
    const found = formBlockIn(child);
    if (found) return found;
  }
  return undefined;
}

describe('a form added in content/forms/', () => {
  it('given a new form file with a new field and a post that picks it, should build the post with the form and render the field', async () => {
    await writeFile(path.join(dir, 'forms/partner-quiz.json'), JSON.stringify(PARTNER_QUIZ));
    await pickForm('PARTNER_QUIZ');

    const site = await loadSite(dir, {}, quiet);
    const post = site.pages.find((page) => page.path === '/blog/blocks-post/');
    const block = formBlockIn(post?.props);
    expect(block?.form).toMatchObject({ name: 'PARTNER_QUIZ', id: PARTNER_QUIZ.id });
    // Who is notified stays on the server: never in the page data the browser gets.
    expect(JSON.stringify(post?.props)).not.toContain('partners@harbor.example');
    expect(site.forms.notify.PARTNER_QUIZ).toEqual(['partners@harbor.example']);

    const html = renderToString(
      <TestSite>
        <FormView form={block!.form} label="Partner quiz" />
      </TestSite>,
    );
    expect(html).toContain('Where do your customers write to you most?');
    for (const choice of ['Email', 'Chat', 'Phone'])
      expect(html).toMatch(
        new RegExp(`type="radio"[^>]*name="favourite_channel"[^>]*value="${choice}"`),
      );
    expect(html).toContain('See my result');
    expect(html).toContain(`action="/api/forms/${PARTNER_QUIZ.id}"`);
  });

  it('given a post picking a form that does not exist, should fail naming the file and listing the forms', async () => {
    await pickForm('PARTNER_QIUZ');
    const error = await loadSite(dir, {}, quiet).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toMatch(
      /blocks-post\.md › [^\n]*form: PARTNER_QIUZ is neither a form name nor a form id of content\/forms\/; the forms are: CHOOSING_HELPDESK, [^\n]*WEBINAR_SIGNUP/,
    );
  });

  it('given a form file with a mistake, should name the file and the field in plain words', async () => {
    await writeFile(
      path.join(dir, 'forms/partner-quiz.json'),
      JSON.stringify({
        ...PARTNER_QUIZ,
        fields: [{ name: 'Favourite channel', label: '', type: 'radio' }],
      }),
    );
    const error = await loadSite(dir, {}, quiet).catch((caught: unknown) => caught);
    const message = (error as ContentError).message;
    expect(message).toContain(
      'forms/partner-quiz.json › fields.0.name: a field name in small letters, digits and _, starting with a letter, e.g. team_size',
    );
    expect(message).toContain('forms/partner-quiz.json › fields.0.label: is empty: it is required');
    expect(message).toContain(
      'forms/partner-quiz.json › fields.0.options: a radio field needs its choices',
    );
  });
});
