import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolvedImage } from '../blocks/test-images.ts';
import type { Section } from '../contracts/schemas/pages.ts';
import type { PropsOf } from '../contracts/templates.ts';
import { SECTION_TYPES } from '../contracts/schemas/pages.ts';
import LandingPageTemplate from '../templates/landing-page/index.tsx';
import { TestSite } from '../test/site.tsx';
import { TEST_SETTINGS } from '../test/settings.ts';
import { expectHydratesCleanly, expectNoAxeViolations } from '../ui/test-utils.tsx';
import { SECTION_MODULES, sectionKey, sectionKeysIn } from './modules.ts';
import { loadSection, loadSections } from './registry.tsx';
import { sectionTones } from './Sections.tsx';
import { formPosition } from './Content.tsx';
import type { RichText as RichTextValue } from '../contracts/schemas/richtext.ts';

const shot = (alt: string) => resolvedImage('inbox.png', alt, { width: 1600, height: 1000 });

const sections: Section[] = [
  {
    type: 'Hero',
    eyebrow: 'Shared inbox',
    primary: { text: 'Start your free trial', href: '/members/register/18/' },
    secondary: { text: 'Take the tour', href: '/product-tour/' },
    image: shot('The inbox'),
    layout: 'SPLIT',
  },
  {
    type: 'LogoStrip',
    heading: 'Teams that run on Harbor',
    logos: [
      resolvedImage('logo-crm.png', 'Tidewell', { width: 160 }),
      resolvedImage('logo-crm.png', 'Kitebox', { width: 160 }),
    ],
  },
  {
    type: 'FeatureRows',
    heading: 'Built for teams',
    rows: [
      {
        heading: 'One queue',
        text: 'Every channel.',
        bullets: ['Assignment'],
        image: shot('Queue'),
      },
      { heading: 'Workflows', text: 'Routine work.', bullets: [], image: shot('Workflow') },
    ],
  },
  {
    type: 'ProofStrip',
    heading: 'Trusted around the world',
    figures: ['customers', 'countries', 'remoteCities', 'emailSubscribers'],
  },
  {
    type: 'Quote',
    quote: 'One inbox everyone trusts.',
    name: 'Noor Haddad',
    role: 'Support Team Lead',
    company: 'Tidewell',
    avatar: resolvedImage('avatar.jpg', '', { width: 400 }),
  },
  {
    type: 'CardGrid',
    heading: 'Why teams switch',
    cards: [
      {
        title: 'Fast setup',
        text: 'An afternoon.',
        link: { text: 'Get a demo', href: '/get-a-demo/' },
      },
      { title: 'Fair pricing', text: 'Per user.' },
      { title: 'Real humans', text: 'Every day.' },
    ],
  },
  {
    type: 'CtaBand',
    heading: 'Try Harbor free',
    primary: { text: 'Start your free trial', href: '/members/register/18/' },
    tone: 'brand',
  },
];

const props: PropsOf<'templates/landing-page'> = {
  heading: 'One inbox for every customer conversation',
  intro: 'Email, chat and social in one queue.',
  sections,
};

function page(children: ReactNode) {
  return (
    <TestSite>
      <div>{children}</div>
    </TestSite>
  );
}

describe('page sections', () => {
  beforeAll(() => loadSections(sectionKeysIn(props)));

  it('given the schema, should have a renderer for every section type, in the file the build counts', async () => {
    expect(Object.keys(SECTION_MODULES).sort()).toEqual([...SECTION_TYPES].sort());
    for (const type of SECTION_TYPES) {
      const { file, name } = SECTION_MODULES[type];
      expect(typeof ((await import(`./${file}`)) as Record<string, unknown>)[name]).toBe(
        'function',
      );
    }
    // Rich text is part of the Sections module; the others load through the registry.
    for (const type of SECTION_TYPES.filter((sectionType) => sectionType !== 'Content')) {
      const { file, name } = SECTION_MODULES[type];
      const named = ((await import(`./${file}`)) as Record<string, unknown>)[name];
      expect(await loadSection(type)).toBe(named);
    }
  });

  it('given page props with sections, should list those that load code: not rich text, not rendered to HTML', () => {
    expect(
      sectionKeysIn({
        sections: [
          { type: 'Hero' },
          { type: 'Content', body: {} },
          { type: 'Quote', html: '<section></section>' },
          { type: 'NotASection' },
        ],
      }),
    ).toEqual([sectionKey('Hero')]);
    expect(sectionKeysIn({ heading: 'x' })).toEqual([]);
    expect(sectionKeysIn(null)).toEqual([]);
  });

  it('given a section list, should alternate white and tint between heroes and coloured bands', () => {
    expect(sectionTones(sections)).toEqual([
      'tint',
      'default',
      'tint',
      'dark',
      'tint',
      'default',
      'brand',
    ]);
  });

  it('given a rich-text body, should find the form that gets a column of its own only when words stand beside it', () => {
    const paragraph = { nodeType: 'paragraph', data: {}, content: [] };
    const embed = (id: string) => ({
      nodeType: 'embedded-entry-block',
      data: { target: { sys: { id, type: 'Link', linkType: 'Entry' } } },
      content: [],
    });
    const body = (...content: object[]) =>
      ({
        json: { nodeType: 'document', data: {}, content },
        blocks: { form: { type: 'Form' }, cta: { type: 'Cta' } },
        links: {},
      }) as unknown as RichTextValue;
    expect(formPosition(body(paragraph, embed('form'), paragraph))).toBe(1);
    expect(formPosition(body(embed('form'), paragraph))).toBe(0);
    expect(formPosition(body(embed('form')))).toBe(-1);
    expect(formPosition(body(paragraph, embed('cta')))).toBe(-1);
    expect(formPosition(body(paragraph, embed('missing')))).toBe(-1);
  });

  it('given sections under the page header band (no hero), should start on white so the first band stands apart from the tinted header', () => {
    expect(sectionTones(sections.slice(1)).slice(0, 3)).toEqual(['default', 'tint', 'dark']);
  });

  it('given a landing page of sections, should render a hero with the page heading, alternating feature rows, the settings figures, a quote, cards and a closing band', async () => {
    const { container } = render(page(<LandingPageTemplate path="/inbox/" props={props} />));
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent(props.heading);
    expect(screen.getByRole('img', { name: 'The inbox' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('link', { name: 'Take the tour' })).toHaveAttribute(
      'href',
      '/product-tour/',
    );
    // Sign-up links go to the secure host.
    for (const link of screen.getAllByRole('link', { name: 'Start your free trial' })) {
      expect(link).toHaveAttribute('href', `${TEST_SETTINGS.secureOrigin}/members/register/18/`);
    }
    const logos = within(screen.getByRole('region', { name: 'Teams that run on Harbor' }));
    expect(logos.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Tidewell',
      'Kitebox',
    ]);
    const rows = within(screen.getByRole('region', { name: 'Built for teams' }));
    const [first, second] = rows.getAllByRole('heading', { level: 3 });
    expect(first?.closest('[data-flip]')).toBeNull();
    expect(second?.closest('[data-flip]')).not.toBeNull();

    const proof = within(screen.getByRole('region', { name: 'Trusted around the world' }));
    const { marketing } = TEST_SETTINGS;
    expect(proof.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      marketing.customers,
      String(marketing.countries),
      String(marketing.remoteCities),
      marketing.emailSubscribers.toLocaleString('en-US'),
    ]);
    expect(proof.getByText('251,101')).toBeInTheDocument();

    expect(screen.getByText('One inbox everyone trusts.').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('Support Team Lead, Tidewell')).toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'Why teams switch' }));
    expect(cards.getAllByRole('listitem')).toHaveLength(3);
    expect(cards.getByRole('link', { name: 'Get a demo: Fast setup' })).toHaveAttribute(
      'href',
      '/get-a-demo/',
    );
    expect(screen.getByRole('region', { name: 'Try Harbor free' })).toHaveAttribute(
      'data-tone',
      'brand',
    );
    expect(imgs(container).filter((img) => img.getAttribute('loading') === 'eager')).toHaveLength(
      1,
    );
    await expectNoAxeViolations(container);
  });

  it('given a landing page without a hero section, should give it a header band with the h1', () => {
    render(
      page(
        <LandingPageTemplate
          path="/x/"
          props={{ heading: 'Compare', intro: '', sections: [sections[5] as Section] }}
        />,
      ),
    );
    const h1 = screen.getByRole('heading', { level: 1, name: 'Compare' });
    expect(h1.closest('header')).toHaveAttribute('data-tone', 'tint');
  });

  it('given the prerendered landing page, should hydrate without warnings', async () => {
    const container = await expectHydratesCleanly(
      page(<LandingPageTemplate path="/inbox/" props={props} />),
    );
    expect(within(container).getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

function imgs(container: HTMLElement): HTMLImageElement[] {
  return [...container.querySelectorAll('img')];
}
