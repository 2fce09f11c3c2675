/**
 * Scheduling and events that end (issue 33, points 4 and 5), through the loader: the same content at two
 * "now"s, so nothing here depends on the real date.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IconName } from '../contracts/icon-names.ts';
import type { Card } from '../contracts/schemas/common.ts';
import type { PageEvent } from '../contracts/schemas/pages.ts';
import { writeFixtureContent } from './fixtures/fixture-content.ts';
import { loadSite } from './load.ts';
import { ContentError } from './model.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'content-schedule-'));
  await writeFixtureContent(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const icon = (name: IconName) => ({ name, paths: [] });
const load = (now: string) => loadSite(dir, {}, { onWarning: () => {}, icon, now: new Date(now) });
const TODAY = '2026-11-27T17:00:00Z';

async function addPage(file: string, text: string) {
  await mkdir(path.dirname(path.join(dir, 'pages', file)), { recursive: true });
  await writeFile(path.join(dir, 'pages', file), text);
}
const permalinks = (cards: unknown) => (cards as Card[]).map((card) => card.permalink);

const SCHEDULED = `---
path: /blog/scheduled-post/
template: templates/blog-post
title: A scheduled post
description: Published tomorrow morning.
category: Self-Service
date: 2026-11-28
publishAt: '2026-11-28T09:00:00Z'
---

Tomorrow's news.
`;

describe('scheduled entries', () => {
  it('given publishAt tomorrow, should build no page, card or related link for it today, and name it as due', async () => {
    await addPage('blog/scheduled-post.md', SCHEDULED);
    const site = await load(TODAY);
    expect(site.pages.some((page) => page.path === '/blog/scheduled-post/')).toBe(false);
    for (const page of site.pages) {
      expect(permalinks(page.props.cards ?? [])).not.toContain('/blog/scheduled-post/');
      expect(permalinks(page.props.related ?? [])).not.toContain('/blog/scheduled-post/');
    }
    expect(site.due).toContainEqual({
      at: '2026-11-28T09:00:00Z',
      what: 'pages/blog/scheduled-post.md › publishAt',
    });
  });

  it('given the same content once publishAt has passed, should build it and list it first', async () => {
    await addPage('blog/scheduled-post.md', SCHEDULED);
    const site = await load('2026-11-28T09:00:00Z');
    expect(site.pages.some((page) => page.path === '/blog/scheduled-post/')).toBe(true);
    const blog = site.pages.find((page) => page.path === '/blog/');
    expect(permalinks(blog?.props.cards)[0]).toBe('/blog/scheduled-post/');
  });

  it('given unpublishAt in the past, should build nothing of it', async () => {
    await addPage(
      'blog/scheduled-post.md',
      SCHEDULED.replace("publishAt: '2026-11-28T09:00:00Z'", "unpublishAt: '2026-11-01T00:00:00Z'"),
    );
    const site = await load(TODAY);
    expect(site.pages.some((page) => page.path === '/blog/scheduled-post/')).toBe(false);
  });

  it('given a scheduled entry with bad content, should fail today, not on its day', async () => {
    await addPage(
      'blog/scheduled-post.md',
      SCHEDULED.replace('category: Self-Service', 'category: 12'),
    );
    await expect(load(TODAY)).rejects.toThrow(/scheduled-post\.md › props\.category/);
  });

  it('given a publishAt without zone or an unpublishAt before it, should fail naming the field', async () => {
    await addPage(
      'blog/scheduled-post.md',
      SCHEDULED.replace("'2026-11-28T09:00:00Z'", "'2026-11-28T09:00'"),
    );
    await expect(load(TODAY)).rejects.toThrow(
      /scheduled-post\.md › publishAt: an ISO 8601 date-time/,
    );
    await addPage(
      'blog/scheduled-post.md',
      SCHEDULED.replace('date: 2026', "unpublishAt: '2026-11-20T00:00:00Z'\ndate: 2026"),
    );
    await expect(load(TODAY)).rejects.toThrow(
      /scheduled-post\.md › unpublishAt: .* is not after publishAt/,
    );
  });
});

const WEBINAR = `---
path: /blog/live-webinar/
template: templates/blog-post
title: A live webinar
description: One session with a registration form.
category: Webinars
variant: WEBINAR
date: 2026-12-02
events:
  - name: A live webinar
    startDate: '2026-12-02T17:00:00Z'
    endDate: '2026-12-02T18:00:00Z'
    timeZone: America/New_York
    description: The session.
    url: /blog/live-webinar/
---

Join us.

\`\`\`block
type: Form
title: Save your seat
form: WEBINAR_SIGNUP
\`\`\`
`;

describe('events that end', () => {
  const webinar = async (now: string) => {
    await addPage('blog/live-webinar.md', WEBINAR);
    const site = await load(now);
    const page = site.pages.find((candidate) => candidate.path === '/blog/live-webinar/');
    const card = (site.pages.find((candidate) => candidate.path === '/blog/page/2/')?.props.cards ??
      site.pages.find((candidate) => candidate.path === '/blog/')?.props.cards) as Card[];
    return { page, site, card: [...card].find((c) => c.permalink === '/blog/live-webinar/') };
  };

  it('before its start, should be upcoming with its form, its time stated in its own zone', async () => {
    const { page, site } = await webinar(TODAY);
    const events = page?.props.events as PageEvent[];
    expect(page?.props.eventState).toBe('upcoming');
    expect(events[0]?.state).toBe('upcoming');
    // ICU's thin and narrow no-break spaces vary by version: compared as plain spaces.
    expect(events[0]?.when?.replace(/\s/g, ' ')).toBe('Wed, Dec 2, 2026, 12:00 – 1:00 PM EST');
    expect(JSON.stringify(page?.props.body)).toContain('"Form"');
    expect(site.due.map((moment) => moment.what)).toContain(
      'pages/blog/live-webinar.md › props.events.0.endDate',
    );
  });

  it('after its end, should be past, without its registration form', async () => {
    const { page } = await webinar('2026-12-02T18:00:00Z');
    expect(page?.props.eventState).toBe('past');
    expect(JSON.stringify(page?.props.body)).not.toContain('"Form"');
    expect(JSON.stringify(page?.props.body)).toContain('Join us.');
  });

  it('given an end before its start, should fail naming the file and the field', async () => {
    await addPage(
      'blog/live-webinar.md',
      WEBINAR.replace("endDate: '2026-12-02T18:00:00Z'", "endDate: '2026-12-02T16:00:00Z'"),
    );
    await expect(load(TODAY)).rejects.toThrow(
      'pages/blog/live-webinar.md › props.events.0.endDate: the session ends (2026-12-02T16:00:00Z) before it starts (2026-12-02T17:00:00Z)',
    );
  });

  it('given an unknown time zone, should fail naming the field', async () => {
    await addPage('blog/live-webinar.md', WEBINAR.replace('America/New_York', 'Mars/Olympus'));
    const error = await load(TODAY).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toContain('props.events.0.timeZone: an IANA time zone');
  });
});

describe('job posts', () => {
  it('should leave listings at validThrough, which is a due moment', async () => {
    await addPage(
      'jobs/closing-job.md',
      `---
path: /company/careers/closing-job/
template: templates/job-post
title: A closing job
description: Open until the end of November.
date: 2026-11-01
validThrough: '2026-11-30T23:59:59Z'
---

The role.
`,
    );
    await addPage(
      // Replaces the fixture's stub for this required route with a listing of job posts.
      'routes/careers.json',
      JSON.stringify({
        path: '/careers/',
        template: 'templates/company-page',
        title: 'Jobs',
        description: 'Open roles.',
        props: { heading: 'Jobs', collection: { template: 'templates/job-post' } },
      }),
    );
    const jobs = async (now: string) =>
      permalinks((await load(now)).pages.find((page) => page.path === '/careers/')?.props.cards);
    expect(await jobs(TODAY)).toContain('/company/careers/closing-job/');
    expect(await jobs('2026-12-01T00:00:00Z')).not.toContain('/company/careers/closing-job/');
    const closed = (await load('2026-12-01T00:00:00Z')).pages.find(
      (page) => page.path === '/company/careers/closing-job/',
    );
    expect(closed?.props.closed).toBe(true);
    const site = await load(TODAY);
    expect(
      site.pages.find((page) => page.path === '/company/careers/closing-job/')?.props.closed,
    ).toBeUndefined();
    expect(site.due).toContainEqual({
      at: '2026-11-30T23:59:59Z',
      what: 'pages/jobs/closing-job.md › validThrough',
    });
  });
});
