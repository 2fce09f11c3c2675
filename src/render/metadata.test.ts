import { describe, expect, it } from 'vitest';
import type { PageData } from '../contracts/page-data.ts';
import { TEST_SHARED } from '../test/shared.ts';
import { isoDuration, socialTags, structuredData } from './metadata.ts';

const SITE = 'https://www.harbor.example';
const page = (extra: Partial<PageData>): PageData => ({
  path: '/x/',
  template: 'templates/company-page',
  title: 'A page | Harbor',
  description: 'What the page is about.',
  props: { heading: 'A page' },
  sq: [],
  ...extra,
});
const types = (nodes: Record<string, unknown>[]) => nodes.map((node) => node['@type']);

describe('structuredData', () => {
  it('given any page, should describe the organisation and the site, with breadcrumbs below home', () => {
    const home = structuredData({ page: page({ path: '/' }), shared: TEST_SHARED, siteUrl: SITE });
    expect(types(home)).toEqual(['Organization', 'WebSite']);
    const nested = structuredData({
      page: page({ path: '/company/legal/privacy/', title: 'Privacy | Harbor' }),
      shared: TEST_SHARED,
      siteUrl: SITE,
    });
    const crumbs = nested.find((node) => node['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Harbor', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Company', item: `${SITE}/company/` },
      { '@type': 'ListItem', position: 3, name: 'Legal', item: `${SITE}/company/legal/` },
      { '@type': 'ListItem', position: 4, name: 'Privacy', item: `${SITE}/company/legal/privacy/` },
    ]);
  });

  it('given a dated blog post, should add a BlogPosting with its author and date', () => {
    const nodes = structuredData({
      page: page({
        path: '/blog/x/',
        template: 'templates/blog-post',
        props: { heading: 'Replies', date: '2025-06-24', author: 'Jun Park' },
      }),
      shared: TEST_SHARED,
      siteUrl: SITE,
      templateImage: '/og/blog.png',
    });
    expect(nodes.find((node) => node['@type'] === 'BlogPosting')).toMatchObject({
      headline: 'Replies',
      datePublished: '2025-06-24',
      author: { '@type': 'Person', name: 'Jun Park' },
      image: `${SITE}/og/blog.png`,
    });
  });

  it('given the pricing page with its plans, should add a Product with an offer per priced plan', () => {
    const product = structuredData({
      page: page({ path: '/pricing/', template: 'templates/pricing' }),
      shared: TEST_SHARED,
      siteUrl: SITE,
    }).find((node) => node['@type'] === 'Product');
    expect(product?.offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        name: 'Test Standard',
        price: 11,
        priceCurrency: 'USD',
      }),
    ]);
  });

  it('given a job post and a page with events, should add a JobPosting and Events', () => {
    const job = structuredData({
      page: page({
        template: 'templates/job-post',
        props: { heading: 'Engineer', date: '2025-04-28' },
      }),
      shared: TEST_SHARED,
      siteUrl: SITE,
    });
    expect(job.find((node) => node['@type'] === 'JobPosting')).toMatchObject({
      title: 'Engineer',
      datePosted: '2025-04-28',
      jobLocationType: 'TELECOMMUTE',
    });
    const events = structuredData({
      page: page({
        props: {
          heading: 'Classes',
          events: [
            {
              name: 'Workflows 101',
              startDate: '2026-12-08T17:00:00Z',
              description: 'Set up your first workflow.',
              url: '/classes/#workflows',
            },
          ],
        },
      }),
      shared: TEST_SHARED,
      siteUrl: SITE,
    });
    expect(events.find((node) => node['@type'] === 'Event')).toMatchObject({
      name: 'Workflows 101',
      startDate: '2026-12-08T17:00:00Z',
      location: { '@type': 'VirtualLocation', url: `${SITE}/classes/#workflows` },
    });
  });

  it('given a past session with a recording and a job with validThrough, should say so', () => {
    const session = {
      name: 'Live Q&A',
      startDate: '2025-08-12T16:00:00Z',
      endDate: '2025-08-12T17:00:00Z',
      timeZone: 'America/New_York',
      description: 'Questions answered.',
      url: '/blog/live-q-and-a/',
    };
    const eventOf = (state: string, recordingUrl?: string) =>
      structuredData({
        page: page({
          props: { heading: 'Live Q&A', events: [{ ...session, state, recordingUrl }] },
        }),
        shared: TEST_SHARED,
        siteUrl: SITE,
      }).find((node) => node['@type'] === 'Event');
    const past = eventOf('past', '/blog/live-q-and-a-recording/');
    expect(past).toMatchObject({
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      endDate: '2025-08-12T17:00:00Z',
      recordedIn: { '@type': 'CreativeWork', url: `${SITE}/blog/live-q-and-a-recording/` },
    });
    expect(past).not.toHaveProperty('offers');
    expect(eventOf('upcoming')).toHaveProperty('offers.availability', 'https://schema.org/InStock');
    const job = structuredData({
      page: page({
        template: 'templates/job-post',
        props: { heading: 'Engineer', date: '2025-04-28', validThrough: '2025-06-30' },
      }),
      shared: TEST_SHARED,
      siteUrl: SITE,
    });
    expect(job.find((node) => node['@type'] === 'JobPosting')).toHaveProperty(
      'validThrough',
      '2025-06-30',
    );
  });
});

describe('socialTags and durations', () => {
  it('given a page with a template image, should make a large card with absolute URLs', () => {
    const tags = socialTags({
      page: page({}),
      shared: TEST_SHARED,
      siteUrl: SITE,
      templateImage: '/og/a.png',
    });
    expect(tags).toContainEqual(['property', 'og:image', `${SITE}/og/a.png`]);
    expect(tags).toContainEqual(['name', 'twitter:card', 'summary_large_image']);
    expect(tags).toContainEqual(['property', 'og:url', `${SITE}/x/`]);
  });

  it.each([
    ['42:10', 'PT42M10S'],
    ['1:02:03', 'PT1H2M3S'],
    ['5:00', 'PT5M'],
    ['0:00', 'PT0S'],
    ['nonsense', undefined],
    [undefined, undefined],
  ])('given a video length %s, should write %s', (length, iso) => {
    expect(isoDuration(length)).toBe(iso);
  });
});
