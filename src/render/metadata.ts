/**
 * What a page tells search engines and link previews beyond its title and description: Open Graph
 * and Twitter cards, and structured data (JSON-LD) for the kinds of page that have a type in
 * schema.org — the organisation and site everywhere, breadcrumbs below the home page, a blog
 * posting, a job posting, the plans as a product with offers, videos and live events.
 *
 * Everything is derived from the page data and the shared settings the page already carries; the
 * build adds only the preview image of each template (scripts/build/og-images.ts), used for every page.
 */
import type { PageData, SharedData } from '../contracts/page-data.ts';
import type { PageEvent } from '../contracts/schemas/pages.ts';
import type { TemplateId } from '../contracts/templates.ts';

type JsonLd = Record<string, unknown>;

export interface MetadataInput {
  page: PageData;
  shared: SharedData;
  siteUrl: string;
  /** Preview image of the page's template (site path), when the build made one. */
  templateImage?: string;
}

interface PageFacts {
  heading?: string;
  intro?: string;
  date?: string;
  author?: string;
  category?: string;
  variant?: string;
  videoLength?: string;
  events?: PageEvent[];
  validThrough?: string;
}

/** '42:10' or '1:02:03' as an ISO 8601 duration. */
export function isoDuration(length: string | undefined): string | undefined {
  if (!length || !/^\d{1,2}(:\d{2}){1,2}$/.test(length)) return undefined;
  const parts = length.split(':').map(Number);
  const [h, m, s] = parts.length === 3 ? parts : [0, ...parts];
  const fields = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
  return `PT${fields || '0S'}`;
}

const ARTICLE_TEMPLATES: ReadonlySet<TemplateId> = new Set(['templates/blog-post']);
const JOB_TEMPLATES: ReadonlySet<TemplateId> = new Set([
  'templates/job-post',
  'templates/job-description',
]);

function words(segment: string): string {
  const text = segment.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Home, then each ancestor path, then the page itself. */
function breadcrumbs(page: PageData, brand: string, absolute: (path: string) => string): JsonLd {
  const segments = page.path.split('/').filter(Boolean);
  const items = [
    { name: brand, path: '/' },
    ...segments.slice(0, -1).map((segment, index) => ({
      name: words(segment),
      path: `/${segments.slice(0, index + 1).join('/')}/`,
    })),
    { name: page.title.replace(/ \| .*$/, ''), path: page.path },
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(item.path),
    })),
  };
}

export function structuredData({ page, shared, siteUrl, templateImage }: MetadataInput): JsonLd[] {
  const settings = shared.settings;
  if (!settings) return [];
  const absolute = (path: string) => new URL(path, siteUrl).href;
  const url = absolute(page.path);
  const facts = page.props as PageFacts;
  const organizationId = `${absolute('/')}#organization`;
  const image = templateImage;
  const graph: JsonLd[] = [
    {
      '@type': 'Organization',
      '@id': organizationId,
      name: settings.brand,
      url: absolute('/'),
      logo: absolute('/icon-512.png'),
      email: settings.supportEmail,
      ...(shared.footer ? { sameAs: shared.footer.social.map((social) => social.url) } : {}),
    },
    {
      '@type': 'WebSite',
      '@id': `${absolute('/')}#website`,
      name: settings.brand,
      url: absolute('/'),
      publisher: { '@id': organizationId },
    },
  ];
  if (page.path !== '/') graph.push(breadcrumbs(page, settings.brand, absolute));

  if (ARTICLE_TEMPLATES.has(page.template) && facts.date) {
    graph.push({
      '@type': 'BlogPosting',
      headline: facts.heading ?? page.title,
      description: page.description,
      datePublished: facts.date,
      url,
      mainEntityOfPage: url,
      ...(image ? { image: absolute(image) } : {}),
      author: facts.author ? { '@type': 'Person', name: facts.author } : { '@id': organizationId },
      publisher: { '@id': organizationId },
      ...(facts.category ? { articleSection: facts.category } : {}),
    });
  }
  if (facts.variant === 'WEBINAR' && facts.date && image) {
    const duration = isoDuration(facts.videoLength);
    graph.push({
      '@type': 'VideoObject',
      name: facts.heading ?? page.title,
      description: page.description,
      thumbnailUrl: absolute(image),
      uploadDate: facts.date,
      url,
      ...(duration ? { duration } : {}),
    });
  }
  if (JOB_TEMPLATES.has(page.template) && facts.date) {
    graph.push({
      '@type': 'JobPosting',
      title: facts.heading ?? page.title,
      description: [page.description, facts.intro].filter(Boolean).join(' '),
      datePosted: facts.date,
      employmentType: 'FULL_TIME',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Worldwide' },
      hiringOrganization: { '@id': organizationId, name: settings.brand },
      url,
      ...(facts.category ? { occupationalCategory: facts.category } : {}),
      ...(facts.validThrough ? { validThrough: facts.validThrough } : {}),
    });
  }
  if (page.template === 'templates/pricing' && shared.pricing) {
    graph.push({
      '@type': 'Product',
      name: `${settings.brand} help desk`,
      description: page.description,
      brand: { '@id': organizationId },
      url,
      offers: shared.pricing.plans
        .filter((plan) => plan.prices.annually.price !== null)
        .map((plan) => ({
          '@type': 'Offer',
          name: plan.name,
          description: plan.shortDescription,
          price: plan.prices.annually.price,
          priceCurrency: 'USD',
          url,
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: plan.prices.annually.price,
            priceCurrency: 'USD',
            unitText: 'per user per month, billed annually',
          },
        })),
    });
  }
  // Every session, past ones included: schema.org has no 'ended' status, so a session that took
  // place stays EventScheduled, its endDate in the past says it is over, it offers no more seats
  // and it names its recording (recordedIn).
  for (const event of facts.events ?? []) {
    const past = event.state === 'past';
    graph.push({
      '@type': 'Event',
      name: event.name,
      description: event.description,
      startDate: event.startDate,
      ...(event.endDate ? { endDate: event.endDate } : {}),
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'VirtualLocation', url: absolute(event.url) },
      organizer: { '@id': organizationId },
      isAccessibleForFree: true,
      ...(past
        ? event.recordingUrl
          ? { recordedIn: { '@type': 'CreativeWork', url: absolute(event.recordingUrl) } }
          : {}
        : {
            offers: {
              '@type': 'Offer',
              price: 0,
              priceCurrency: 'USD',
              availability: 'https://schema.org/InStock',
              url: absolute(event.url),
            },
          }),
      ...(image ? { image: absolute(image) } : {}),
    });
  }
  return graph;
}

/** Open Graph and Twitter card tags, as [attribute, name, content] triples. */
export function socialTags({
  page,
  shared,
  siteUrl,
  templateImage,
}: MetadataInput): [string, string, string][] {
  const facts = page.props as PageFacts;
  const url = new URL(page.path, siteUrl).href;
  // The template's card: always 1200 × 630 PNG, which every link preview renders (content images
  // are sized for the page and negotiated to AVIF or WebP, which some crawlers cannot read).
  const image = templateImage;
  const tags: [string, string, string][] = [
    ['property', 'og:type', ARTICLE_TEMPLATES.has(page.template) ? 'article' : 'website'],
    ['property', 'og:site_name', shared.settings?.brand ?? ''],
    ['property', 'og:title', page.title],
    ['property', 'og:description', page.description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', page.title],
    ['name', 'twitter:description', page.description],
  ];
  if (image) {
    const absolute = new URL(image, siteUrl).href;
    tags.push(['property', 'og:image', absolute], ['name', 'twitter:image', absolute]);
  }
  if (ARTICLE_TEMPLATES.has(page.template) && facts.date)
    tags.push(['property', 'article:published_time', facts.date]);
  return tags.filter(([, , content]) => content !== '');
}

/** Pages under /blog/ link the blog's feed. */
export function feedLink(page: PageData): string | null {
  return page.path === '/blog/' || page.path.startsWith('/blog/') ? '/blog/rss.xml' : null;
}
