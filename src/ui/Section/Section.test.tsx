import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectHydratesCleanly, expectNoAxeViolations } from '../test-utils.tsx';
import { Section, SECTION_TONES } from './index.ts';

/** The component's stylesheet: each value it offers needs a rule there. */
const css = readFileSync(`${import.meta.dirname}/Section.module.css`, 'utf8');

describe('Section', () => {
  it('given each tone it offers, should colour the band (default is the base rule)', () => {
    for (const tone of SECTION_TONES.filter((name) => name !== 'default'))
      expect(css, `no rule for tone="${tone}"`).toContain(`[data-tone='${tone}']`);
  });

  it('given a title, eyebrow and lead in every tone, should be a region named by its title without axe violations', async () => {
    const { container } = render(
      <div>
        {SECTION_TONES.map((tone) => (
          <Section
            key={tone}
            tone={tone}
            eyebrow="Why Harbor"
            title={`A ${tone} band`}
            lead="Everything your team needs in one place."
          >
            <p>
              Body text with <a href="/pricing/">a link</a>.
            </p>
          </Section>
        ))}
      </div>,
    );
    for (const tone of SECTION_TONES) {
      const region = screen.getByRole('region', { name: `A ${tone} band` });
      expect(region).toHaveAttribute('data-tone', tone);
      expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(`A ${tone} band`);
      expect(within(region).getByText('Why Harbor')).toBeInTheDocument();
      expect(
        within(region).getByText('Everything your team needs in one place.'),
      ).toBeInTheDocument();
    }
    await expectNoAxeViolations(container);
  });

  it('given titleLevel 1, should render the page heading, sized by its level', () => {
    render(<Section title="Support, simplified" titleLevel={1} tone="tint" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Support, simplified' })).toHaveAttribute(
      'data-level',
      '1',
    );
  });

  it('given no title, should render its content without a heading or a named region', () => {
    render(
      <Section aria-label="Customer logos">
        <p>Logos</p>
      </Section>,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Customer logos' })).toHaveAttribute(
      'data-tone',
      'default',
    );
  });

  it('given as="header" and compact spacing, should render that element with its spacing', () => {
    const { container } = render(<Section as="header" spacing="compact" title="Blog" />);
    const header = container.querySelector('header');
    expect(header).toHaveAttribute('data-spacing', 'compact');
  });

  it('given server-rendered HTML, should hydrate without warnings (stable heading id)', async () => {
    const container = await expectHydratesCleanly(
      <Section title="Plans" lead="Pick one." tone="dark" />,
    );
    expect(within(container).getByRole('region', { name: 'Plans' })).toBeInTheDocument();
  });
});
