import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IconName } from '../contracts/icon-names.ts';
import { ROUTES } from '../contracts/route-table.ts';
import { writeFixtureContent } from './fixtures/fixture-content.ts';
import { DEFAULT_CONTENT_DIR, loadSite } from './load.ts';
import { ContentError } from './model.ts';

// Each test gets its own copy of the fixture content (src/content/fixtures/), free to break.
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'content-'));
  await writeFixtureContent(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Content knows icon names only; the drawings are the design system's, not needed here. */
const icon = (name: IconName) => ({ name, paths: [] });
const quiet = { onWarning: () => {}, icon };
async function edit(file: string, change: (text: string) => string) {
  const full = path.join(dir, file);
  const before = await readFile(full, 'utf8');
  const after = change(before);
  // An edit that changes nothing would let a test pass for the wrong reason.
  expect(after).not.toBe(before);
  await writeFile(full, after);
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
  it('given the fixture content, should load rich text, resolved links and blocks, listings and pricing', async () => {
    const site = await loadSite(dir, {}, quiet);
    const linking = site.pages.find((page) => page.path === '/blog/linking-post/');
    expect(linking?.props.body).toMatchObject({
      json: { nodeType: 'document' },
      links: { 'first-post': 'blog/first-post' },
      blocks: { 'linking-post-1': { type: 'Blockquote', quote: 'A quotation in the fixture.' } },
    });
    const blocks = site.pages.find((page) => page.path === '/blog/blocks-post/');
    expect(blocks?.props.body).toMatchObject({
      blocks: {
        'blocks-post-1': {
          type: 'RelatedContent',
          posts: [{ permalink: '/blog/linking-post/' }],
        },
        'blocks-post-3': { type: 'Form', form: { name: 'WEBINAR_SIGNUP' } },
      },
    });
    // The listing: newest first, cut at the collection's limit of 2.
    const blog = site.pages.find((page) => page.path === '/blog/');
    const cards = (blog?.props.cards ?? []) as { permalink: string }[];
    expect(cards.map((card) => card.permalink)).toEqual([
      '/blog/blocks-post/',
      '/blog/linking-post/',
    ]);
    // The pages after the landing (/blog/page/2/ …) hold the posts it does not show.
    const second = site.pages.find((page) => page.path === '/blog/page/2/');
    expect(second?.template).toBe('templates/posts-list');
    expect(
      (second?.props.cards as { permalink: string }[] | undefined)?.map((card) => card.permalink),
    ).toEqual(['/blog/first-post/']);
    expect(blog?.props.pagination).toEqual({ current: 1, total: 2 });
    const builder = site.pages.find((page) => page.path === '/interview-builder/');
    expect((builder?.props.library as { questions: unknown[] } | undefined)?.questions.length).toBe(
      3,
    );
    expect(
      site.pricing.plans.map((plan) => [
        plan.id,
        plan.prices.annually.price,
        plan.prices.monthly.price,
        plan.ctaLink,
      ]),
    ).toEqual([
      ['standard', 11, 13, '/members/register/39/'],
      ['plus', 22, 26, '/members/register/41/'],
      ['pro', 33, null, '/lp/get-a-demo/'],
    ]);
    expect(site.warnings).toEqual([]);
  });

  it('given a file that is not UTF-8, should name it and its line; given a byte order mark, should read it', async () => {
    const post = path.join(dir, 'pages/blog/first-post.md');
    const text = await readFile(post, 'utf8');
    await writeFile(
      post,
      Buffer.concat([Buffer.from(`${text}\nCaf`), Buffer.from([0xe9]), Buffer.from(' au lait\n')]),
    );
    const lines = `${text}\nCaf`.split('\n').length;
    expect(await problems()).toContain(
      `pages/blog/first-post.md › (file): is not UTF-8 text (line ${lines}); save it as UTF-8`,
    );

    await writeFile(post, `\uFEFF${text}`);
    const settings = path.join(dir, 'settings.json');
    await writeFile(settings, `\uFEFF${await readFile(settings, 'utf8')}`);
    await expect(loadSite(dir, {}, quiet)).resolves.toBeDefined();
  });

  it('given a missing required field and a wrong enum value, should name both files and fields', async () => {
    await edit('pages/blog/blocks-post.md', (text) => text.replace(/^title: .*$/m, ''));
    await edit('pricing.json', (text) => text.replace('"id": "pro"', '"id": "enterprise"'));
    const message = await problems();
    expect(message).toContain('pages/blog/blocks-post.md › title');
    expect(message).toMatch(/pricing\.json › plans\.2\.id: .*"standard"/);
    expect(message).toContain('(2 problems)');
  });

  it('given a link to a missing entry and an unknown block type, should name the entry and the field path', async () => {
    await edit('pages/blog/linking-post.md', (text) =>
      text
        .replace('entry:first-post', 'entry:no-such-post')
        .replace('type: Blockquote', 'type: Carousel\nid: quote-1'),
    );
    const message = await problems();
    expect(message).toMatch(
      /linking-post\.md › props\.body\.json\.content\.\d+\.content\.\d+: links to a missing entry no-such-post/,
    );
    expect(message).toContain(
      'linking-post.md › props.body.blocks.quote-1.type: entry quote-1 is of type Carousel, which has no renderer',
    );
  });

  it('given a misspelt blog category, should refuse it and offer the existing ones', async () => {
    await edit('pages/blog/first-post.md', (text) =>
      text.replace('category: Customer Service', 'category: Customer Servise'),
    );
    const message = await problems();
    expect(message).toContain(
      'first-post.md › props.category: "Customer Servise" is not a category of the blog: did you mean "Customer Service"?',
    );
  });

  it('given a picture that is not in content/images/, should fail naming the file, the field and a picture that is there', async () => {
    await mkdir(path.join(dir, 'images/posts'), { recursive: true });
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toFile(path.join(dir, 'images/posts/lighthouse.png'));
    await edit('pages/blog/first-post.md', (text) =>
      text.replace(
        'date: 2024-01-10',
        'date: 2024-01-10\nimage:\n  src: /images/posts/lighthuose.png\n  alt: A lighthouse',
      ),
    );
    const message = await problems();
    expect(message).toContain(
      'first-post.md › props.image: the picture /images/posts/lighthuose.png is not in content/images/',
    );
    expect(message).toContain('e.g. /images/posts/lighthouse.png');
  });

  it('given a post that states a price no plan has and a fact the site does not know, should fail naming both', async () => {
    await edit('pages/blog/first-post.md', (text) =>
      text.replace(
        'description: The oldest post of the fixture.',
        "description: 'From $12 per user per month, or {{price.gold.annually}}.'",
      ),
    );
    const message = await problems();
    expect(message).toContain(
      'first-post.md › description: states "$12 per user per month", but no plan costs that',
    );
    expect(message).toContain('"{{price.gold.annually}}" is not a fact the site knows');
  });

  it('given the trial length as a fact in a post and the trial button, should fill both from the settings', async () => {
    await edit('settings.json', (text) =>
      text
        .replace(
          '"buttonText": "Free 15-day Trial"',
          '"buttonText": "Free {{trial-days}}-day Trial"',
        )
        .replace('"days": 15', '"days": 21'),
    );
    await edit('pages/blog/first-post.md', (text) =>
      text.replace(
        'description: The oldest post of the fixture.',
        "description: 'Free for {{trial-days}} days, up to {{messages.included-viewers}} unique viewers.'",
      ),
    );
    const site = await loadSite(dir, {}, quiet);
    expect(site.settings.trial.buttonText).toBe('Free 21-day Trial');
    expect(site.shared.settings.trial.buttonText).toBe('Free 21-day Trial');
    const post = site.pages.find((page) => page.path === '/blog/first-post/');
    expect(post?.description).toBe('Free for 21 days, up to 2,000 unique viewers.');
  });

  it('given a trial button and a post that state a trial length the settings do not have, should fail naming both', async () => {
    await edit('settings.json', (text) => text.replace('"days": 15', '"days": 14'));
    await edit('pages/blog/first-post.md', (text) =>
      text.replace(
        'description: The oldest post of the fixture.',
        'description: Start your 30-day free trial today.',
      ),
    );
    const message = await problems();
    expect(message).toContain(
      'settings.json › trial.buttonText: states "15-day Trial", but the free trial is 14 days',
    );
    expect(message).toContain(
      'first-post.md › description: states "30-day free trial", but the free trial is 14 days',
    );
  });

  it('given home hero rotating words whose first is not in the heading, should fail naming the field', async () => {
    await edit('pages/routes/home.json', (text) =>
      text.replace(
        '"intro": "Stub."',
        '"intro": "Stub.", "sections": [{ "type": "HomeHero", "rotatingWords": ["partner", "client"] }]',
      ),
    );
    const message = await problems();
    expect(message).toContain('home.json › props.sections.0.rotatingWords.0');
    expect(message).toContain(
      'the first rotating word must appear in the heading "Fixture page /"',
    );
  });

  it('given a duplicate slug, a missing required page and invalid syntax, should list every problem', async () => {
    await edit('pages/blog/first-post.md', (text) =>
      text.replace('path: /blog/first-post/', 'path: /blog/blocks-post/'),
    );
    await edit('pages/routes/home.json', (text) => text.replace('{', '{,'));
    const message = await problems();
    expect(message).toContain('(3 problems)');
    expect(message).toContain('no page for the required route / (templates/home)');
    expect(message).toContain(
      'pages/blog/first-post.md › path: /blog/blocks-post/ is already used by pages/blog/blocks-post.md',
    );
    expect(message).toContain('pages/routes/home.json › (syntax): is not valid JSON');
  });

  it('given a related post that does not exist and a form that is not registered, should report both', async () => {
    await edit('pages/blog/blocks-post.md', (text) =>
      text
        .replace('posts: [linking-post', 'posts: [ghost-post')
        .replace('form: WEBINAR_SIGNUP', 'form: NOT_A_FORM'),
    );
    const message = await problems();
    expect(message).toContain(
      'blocks-post.md › props.body.blocks.blocks-post-1.posts.0: links to a missing entry: no post with id ghost-post',
    );
    expect(message).toContain(
      'blocks-post.md › props.body.blocks.blocks-post-3.form: NOT_A_FORM is neither a form name nor a form id',
    );
    // The valid choices, so the editor can pick one.
    expect(message).toMatch(/NOT_A_FORM [^\n]*the forms are: [^\n]*WEBINAR_SIGNUP/);
  });

  it('given forms that share a provider id but not their fields, should name the file', async () => {
    await edit('forms/trial.json', (text) => text.replace('"Work email"', '"Email"'));
    expect(await problems()).toContain(
      'forms/trial.json › id: 0861ba43-0752-5c84-50be-43e52a0a6ba9 is the provider id of TRIAL_SIGNUP, whose fields differ: two forms may share a provider id only with the same fields',
    );
  });

  it("given a plan's sign-up link that disagrees with the settings' registration id, should name both", async () => {
    await edit('settings.json', (text) => text.replace('"standard": 39', '"standard": 40'));
    expect(await problems()).toContain(
      "pricing.json › plans.0.ctaLink: /members/register/39/ signs up for registration 39, but settings.json's registration.standard is 40",
    );
  });

  it('given a call to action without link or form, should load and warn', async () => {
    await edit('pages/blog/blocks-post.md', (text) => text.replace('link: /pricing/\n', ''));
    const warnings: string[] = [];
    await loadSite(dir, {}, { onWarning: (message) => warnings.push(message), icon });
    expect(warnings).toEqual([
      expect.stringMatching(
        /blocks-post\.md: Cta .* has no link, form name or form id: it renders nothing/,
      ),
    ]);
  });

  it('given a call to action with a PDF link and a form that offers no PDF, should load and warn', async () => {
    await edit('pages/blog/blocks-post.md', (text) =>
      text.replace(
        'link: /pricing/\n',
        'link: /pricing/\npdfLink: /guides/a.pdf\nform: WEBINAR_SIGNUP\n',
      ),
    );
    const warnings: string[] = [];
    await loadSite(dir, {}, { onWarning: (message) => warnings.push(message), icon });
    expect(warnings).toEqual([
      expect.stringMatching(
        /blocks-post\.md: Cta .* has a pdfLink, but its form WEBINAR_SIGNUP offers no PDF: the link is not shown/,
      ),
    ]);
  });

  it('given a video left empty or linking elsewhere, should load and warn; given a link that is no URL, should fail', async () => {
    const addVideos = (...fields: string[]) =>
      edit('pages/blog/blocks-post.md', (text) =>
        fields.reduce(
          (out, field, index) =>
            `${out}\n\`\`\`block\ntype: Video\nid: video-${index}\n${field}\n\`\`\`\n`,
          text,
        ),
      );
    await addVideos(
      "videoUrl: ''",
      'videoUrl: https://vimeo.com/123',
      'videoUrl: https://youtube.com/watch?v=abc',
    );
    const warnings: string[] = [];
    await loadSite(dir, {}, { onWarning: (message) => warnings.push(message), icon });
    expect(warnings).toEqual([
      expect.stringMatching(/blocks-post\.md: Video video-0 has no video it can play/),
      expect.stringMatching(/blocks-post\.md: Video video-1 has no video it can play/),
    ]);

    await edit('pages/blog/blocks-post.md', (text) =>
      text.replace('https://vimeo.com/123', 'not a link'),
    );
    expect(await problems()).toMatch(/blocks-post\.md › props\.body\.blocks\.video-1\.videoUrl/);
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

describe('loadSite on the real content', () => {
  it('given the repository content, should build every required route and the shared data without problems', async () => {
    const warnings: string[] = [];
    const site = await loadSite(
      DEFAULT_CONTENT_DIR,
      {},
      { onWarning: (m) => warnings.push(m), icon },
    );
    const paths = new Set(site.pages.map((page) => page.path));
    const required = ROUTES.filter((route) => route.required).map((route) => route.pattern);
    expect(required.filter((pattern) => !paths.has(pattern))).toEqual([]);
    expect(site.pricing.plans.length).toBeGreaterThan(0);
    expect(site.shared.navigation).not.toBeNull();
    expect(site.shared.footer).not.toBeNull();
    expect(warnings).toEqual([]);
  });
});
