import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR, loadSite } from './load.ts';
import { ContentError } from './model.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'content-'));
  await cp(DEFAULT_CONTENT_DIR, dir, { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const quiet = { onWarning: () => {} };
async function edit(file: string, change: (text: string) => string) {
  const full = path.join(dir, file);
  await writeFile(full, change(await readFile(full, 'utf8')));
}
async function problems(): Promise<string> {
  const error = await loadSite(dir, {}, quiet).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ContentError);
  return (error as ContentError).message;
}

describe('loadSite', () => {
  it('given the repository content, should load every page with rich text, cards and pricing', async () => {
    const site = await loadSite(DEFAULT_CONTENT_DIR, {}, quiet);
    const post = site.pages.find((page) => page.path === '/blog/first-response-time/');
    expect(post?.props.body).toMatchObject({ json: { nodeType: 'document' } });
    const blog = site.pages.find((page) => page.path === '/blog/');
    // The landing shows the first page of the posts list; /blog/page/2/ … hold the rest.
    expect((blog?.props.cards as unknown[] | undefined)?.length).toBe(7);
    expect(site.pages.find((page) => page.path === '/blog/page/2/')?.template).toBe(
      'templates/posts-list',
    );
    const builder = site.pages.find((page) => page.path === '/interview-builder/');
    expect(
      (builder?.props.library as { questions: unknown[] } | undefined)?.questions.length,
    ).toBeGreaterThanOrEqual(40);
    expect(
      site.pricing.plans.map((plan) => [
        plan.id,
        plan.prices.annually.price,
        plan.prices.monthly.price,
        plan.ctaLink,
      ]),
    ).toEqual([
      ['standard', 20, 25, '/members/register/39/'],
      ['plus', 40, 50, '/members/register/41/'],
      ['pro', 65, null, '/lp/get-a-demo/'],
    ]);
  });

  it('given a missing required field and a wrong enum value, should name both files and fields', async () => {
    await edit('pages/blog/story-fieldnote.md', (text) => text.replace(/^title: .*$/m, ''));
    await edit('pricing.json', (text) => text.replace('"id": "pro"', '"id": "enterprise"'));
    const message = await problems();
    expect(message).toContain('pages/blog/story-fieldnote.md › title');
    expect(message).toMatch(/pricing\.json › plans\.2\.id: .*"standard"/);
    expect(message).toContain('(2 problems)');
  });

  it('given a link to a missing entry and an unknown block type, should name the entry and the field path', async () => {
    await edit('pages/blog/writing-better-replies.md', (text) =>
      text.replace('entry:first-response-time', 'entry:no-such-post'),
    );
    await edit('pages/blog/support-team-burnout.md', (text) =>
      text.replace('type: Blockquote', 'type: Carousel\nid: quote-1'),
    );
    const message = await problems();
    expect(message).toMatch(
      /writing-better-replies\.md › props\.body\.json\.content\.\d+\.content\.\d+: links to a missing entry no-such-post/,
    );
    expect(message).toContain(
      'support-team-burnout.md › props.body.blocks.quote-1.type: entry quote-1 is of type Carousel, which has no renderer',
    );
  });

  it('given a duplicate slug and invalid syntax, should list both problems', async () => {
    await edit('pages/blog/ai-in-the-inbox.md', (text) =>
      text.replace('path: /blog/ai-in-the-inbox/', 'path: /blog/first-response-time/'),
    );
    await edit('pages/home.json', (text) => text.replace('{', '{,'));
    const message = await problems();
    expect(message).toContain('(3 problems)');
    expect(message).toContain('no page for the required route / (templates/home)');
    expect(message).toContain(
      'pages/blog/first-response-time.md › path: /blog/first-response-time/ is already used by pages/blog/ai-in-the-inbox.md',
    );
    expect(message).toContain('pages/home.json › (syntax): is not valid JSON');
  });

  it('given a related post that does not exist and a form that is not registered, should report both', async () => {
    await edit('pages/blog/help-center-that-works.md', (text) =>
      text.replace('posts: [writing-better-replies', 'posts: [ghost-post'),
    );
    await edit('pages/blog/webinar-live-q-and-a.md', (text) =>
      text.replace('form: WEBINAR_SIGNUP', 'form: NOT_A_FORM'),
    );
    const message = await problems();
    expect(message).toMatch(
      /help-center-that-works\.md › props\.body\.blocks\.help-center-that-works-2\.posts\.0: links to a missing entry: no post with id ghost-post/,
    );
    expect(message).toContain(
      'webinar-live-q-and-a.md › props.body.blocks.webinar-live-q-and-a-1.form: NOT_A_FORM is neither a form name nor a form id',
    );
  });

  it('given forms that should share an id but do not, should name the form', async () => {
    const forms = JSON.parse(await readFile(path.join(dir, 'forms.json'), 'utf8')) as {
      forms: Record<string, string>;
    };
    forms.forms.TRIAL = '00000000-0000-4000-8000-000000000000';
    await writeFile(path.join(dir, 'forms.json'), JSON.stringify(forms));
    expect(await problems()).toContain(
      'forms.json › forms.TRIAL_SIGNUP: must have the same id as TRIAL',
    );
  });

  it('given a call to action without link or form, should load and warn', async () => {
    await edit('pages/blog/live-chat-staffing.md', (text) =>
      text.replace('link: /beacon-messaging/\n', ''),
    );
    const warnings: string[] = [];
    await loadSite(dir, {}, { onWarning: (message) => warnings.push(message) });
    expect(warnings).toEqual([
      expect.stringMatching(
        /live-chat-staffing\.md: Cta .* has no link, form name or form id: it renders nothing/,
      ),
    ]);
  });

  it('given a question library with a duplicate id and an unknown skill, should name both', async () => {
    await edit('interview-questions.yaml', (text) =>
      text
        .replace('id: empathy-angry-first-message', 'id: empathy-cannot-fix')
        .replace('competency: writing\n', 'competency: spelling\n'),
    );
    const message = await problems();
    expect(message).toContain('interview-questions.yaml › questions.1.id: duplicate question id');
    expect(message).toMatch(
      /interview-questions\.yaml › questions\.\d+\.competency: unknown competency spelling/,
    );
  });
});
