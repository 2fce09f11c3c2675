import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
// The blog post's banner loads with hydration; here, up front, as the prerender loads it.
beforeAll(() => preloadNewsletterBanner());
import { sectionKeysIn } from '../sections/modules.ts';
import { loadSections } from '../sections/registry.tsx';
import { resolvedImage } from '../blocks/test-images.ts';
import type { Card } from '../contracts/schemas/common.ts';
import type { ContentPageProps } from '../contracts/schemas/pages.ts';
import type { PropsOf } from '../contracts/templates.ts';
import { expectHydratesCleanly, expectNoAxeViolations } from '../ui/test-utils.tsx';
import BlogPostTemplate from './blog-post/index.tsx';
import { preloadNewsletterBanner } from '../sections/newsletter/NewsletterBanner.tsx';
import HomeTemplate from './home/index.tsx';
import IntegrationTemplate from './integration/index.tsx';
import IntegrationsListTemplate from './integrations-list/index.tsx';
import PostsLandingTemplate from './posts-landing/index.tsx';
import { HERO_FEATURES } from '../sections/HomeHero.tsx';
import { newsletterBand } from '../test/forms.ts';
import { TestSite } from '../test/site.tsx';

function withSite(children: ReactNode) {
  return (
    <TestSite>
      {/* Not <main>: hydration checks leave their containers in the document. */}
      <div>{children}</div>
    </TestSite>
  );
}

const card = (n: number, image = resolvedImage('post-chat.png', '', { width: 800 })): Card => ({
  title: `Post ${n}`,
  permalink: `/blog/post-${n}/`,
  description: `About post ${n}.`,
  variant: 'DEFAULT',
  image,
});

function imgs(container: HTMLElement): HTMLImageElement[] {
  return [...container.querySelectorAll('img')];
}

function expectNoShift(img: HTMLImageElement) {
  expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
  expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
  expect(img.getAttribute('srcset')).toMatch(/^\/_img\//);
}

describe('blog post template', () => {
  const props: ContentPageProps = {
    heading: 'What is a good first response time?',
    intro: 'Benchmarks by channel.',
    author: 'Mara Lindqvist',
    date: '2025-01-14',
    image: resolvedImage('inbox.png', 'A shared inbox', { width: 800 }),
  };

  it('given a post with an image, should show it as the hero right under the header band: eager, high priority, medium width', async () => {
    const { container } = render(withSite(<BlogPostTemplate path="/blog/x/" props={props} />));
    const header = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    expect(header).toHaveAttribute('data-tone', 'tint');
    const hero = screen.getByRole('img', { name: 'A shared inbox' });
    expect(header.nextElementSibling).toContainElement(hero);
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('sizes', '(min-width: 1024px) 960px, 100vw');
    expectNoShift(hero as HTMLImageElement);
    expect(screen.getByText('Mara Lindqvist')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('given computed reading time, headings and related posts, should show byline, TOC, related reading and the newsletter slot', async () => {
    const { container } = render(
      withSite(
        <BlogPostTemplate
          path="/blog/x/"
          props={{
            ...props,
            newsletterForm: newsletterBand.form,
            readingMinutes: 4,
            toc: [
              { id: 'benchmarks', text: 'Benchmarks', level: 2 },
              { id: 'faster', text: 'Getting faster', level: 3 },
            ],
            related: [
              {
                title: 'Saved replies',
                permalink: '/blog/saved/',
                description: 'Reuse.',
                variant: 'DEFAULT',
              },
            ],
          }}
        />,
      ),
    );
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    expect(screen.getByText('January 14, 2025')).toHaveAttribute('datetime', '2025-01-14');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getByRole('link', { name: 'Getting faster' })).toHaveAttribute(
      'href',
      '#faster',
    );
    expect(screen.getByRole('link', { name: 'Saved replies' })).toHaveAttribute(
      'href',
      '/blog/saved/',
    );
    // The site's newsletter banner, through the shared form (preloaded as the prerender does).
    const banner = await screen.findByRole('form', { name: 'Subscribe to the newsletter' });
    expect(banner).toHaveAttribute('action', '/api/forms/NEWSLETTER');
    await expectNoAxeViolations(container);
  });

  it('given a webinar with only a video preview image, should use it as the hero', () => {
    render(
      withSite(
        <BlogPostTemplate
          path="/blog/x/"
          props={{
            heading: 'Escalations',
            intro: '',
            variant: 'WEBINAR',
            videoPreviewImage: resolvedImage('inbox.png', 'The webinar', { width: 800 }),
          }}
        />,
      ),
    );
    expect(screen.getByRole('img', { name: 'The webinar' })).toHaveAttribute('loading', 'eager');
  });

  it('given the prerendered post, should hydrate without warnings', async () => {
    const container = await expectHydratesCleanly(
      withSite(<BlogPostTemplate path="/blog/x/" props={props} />),
    );
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });
});

describe('listing templates', () => {
  it('given the blog landing, should list posts as design-system cards, the first featured, all lazy', async () => {
    const { container } = render(
      withSite(
        <PostsLandingTemplate
          path="/blog/"
          props={{ heading: 'The Harbor blog', intro: '', cards: [card(1), card(2), card(3)] }}
        />,
      ),
    );
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('data-variant', 'WITH_FEATURED');
    // Right under the page's h1, the cards' titles are h2s.
    expect(screen.getByRole('heading', { level: 2, name: 'Post 1' })).toBeInTheDocument();
    expect(within(list).getAllByRole('article')[0]).toHaveAttribute(
      'data-variant',
      'FEATURED_HORIZONTAL',
    );
    expect(imgs(container)).toHaveLength(3);
    for (const img of imgs(container)) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('alt', '');
      expectNoShift(img);
    }
    await expectNoAxeViolations(container);
  });

  it('given integrations, should show each logo whole at its fixed size, and the logo on its page', () => {
    const logo = resolvedImage('logo-crm.png', 'CRM logo', {
      layout: 'fixed',
      width: 96,
      height: 96,
    });
    const { container, unmount } = render(
      withSite(
        <IntegrationsListTemplate
          path="/integrations/"
          props={{ heading: 'Integrations', intro: '', cards: [card(1, logo)] }}
        />,
      ),
    );
    const [img] = imgs(container);
    expect(img).toHaveAttribute('width', '96');
    // One size on every screen: 1x and 2x candidates, no sizes to pick a width from.
    expect(img?.getAttribute('srcset')).toMatch(/ 1x, .* 2x$/);
    expect(img).not.toHaveAttribute('sizes');
    unmount();
    render(
      withSite(
        <IntegrationTemplate
          path="/integrations/crm/"
          props={{ heading: 'CRM integration', intro: '', image: logo }}
        />,
      ),
    );
    const pageLogo = screen.getByRole('img', { name: 'CRM logo' });
    expect(pageLogo).toHaveAttribute('width', '96');
    expect(pageLogo).toHaveAttribute('height', '96');
  });
});

describe('home template', () => {
  const props: PropsOf<'templates/home'> = {
    heading: 'Every customer conversation, one unified platform',
    intro: '',
    sections: [
      {
        type: 'HomeHero',
        rotatingWords: ['customer', 'partner', 'vendor', 'client'],
        images: [
          resolvedImage('inbox.png', 'The inbox', { width: 800 }),
          resolvedImage('docs.jpg', 'Docs', { width: 504 }),
        ],
      },
      { type: 'ProductTour', area: 'INBOX' },
      {
        type: 'Cards',
        heading: 'From the blog',
        collection: { template: 'templates/blog-post', limit: 3 },
        cards: [card(1)],
      },
    ],
  };

  beforeAll(() => loadSections(sectionKeysIn(props)));

  it('given the hero, should show the CTA button, the eight feature pills and the screenshots (first one eager)', async () => {
    const { container } = render(withSite(<HomeTemplate path="/" props={props} />));
    // The hero carries the page's one h1; no separate header band.
    // By name: the rotating headline's visual copy is hidden from assistive technology.
    expect(within(container).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: props.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore the Platform' })).toHaveAttribute(
      'data-variant',
      'PRIMARY',
    );
    expect(screen.getByRole('link', { name: 'Start the tour' })).toHaveAttribute(
      'href',
      '/product-tour/',
    );
    const pills = within(screen.getByRole('list', { name: 'Feature areas' })).getAllByRole(
      'listitem',
    );
    expect(pills.map((pill) => pill.textContent)).toEqual([...HERO_FEATURES]);
    expect(screen.getByRole('img', { name: 'The inbox' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Docs' })).toHaveAttribute('loading', 'lazy');
    for (const img of imgs(container)) expectNoShift(img);
    // One eager image per page: the hero's.
    expect(imgs(container).filter((img) => img.getAttribute('loading') === 'eager')).toHaveLength(
      1,
    );
    await expectNoAxeViolations(container);
  });

  it('given the prerendered home page, should hydrate without warnings', async () => {
    const container = await expectHydratesCleanly(
      withSite(<HomeTemplate path="/" props={props} />),
    );
    expect(imgs(container)).toHaveLength(3);
  });
});
