import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { contentForms } from '../test/forms.ts';
import { IMAGES_LAYOUTS } from '../contracts/schemas/blocks.ts';
import { resolveFormWithLayout } from '../content/forms.ts';
import { TestSite } from '../test/site.tsx';
import { expectHydratesCleanly, expectNoAxeViolations } from '../ui/test-utils.tsx';
import { Cta } from './Cta.tsx';
import { allowedEmbedSrc, IFrame } from './IFrame.tsx';
import { Images, IMAGES_SIZES } from './Media.tsx';
import { loadBlocks } from './registry.tsx';
import { Table } from './Table.tsx';
import { resolvedImage } from './test-images.ts';

const withSite = (children: ReactNode) => (
  <TestSite>
    <main>{children}</main>
  </TestSite>
);

describe('IFrame', () => {
  it.each([
    '<iframe src="https://capture.navattic.com/harbor-demo"></iframe>',
    "<iframe width='100%' src='https://navattic.com/demo?x=1'></iframe>",
    'https://app.navattic.com/abc',
  ])('given an embed on the demo host (%s), should render it', (code) => {
    render(<IFrame block={{ id: 'i', type: 'IFrame', iFrameCode: code }} />);
    expect(screen.getByTitle('Interactive demo').getAttribute('src')).toMatch(
      /^https:\/\/([a-z]+\.)?navattic\.com\//,
    );
  });

  it.each([
    '<iframe src="https://navattic.com.evil.example/demo"></iframe>',
    '<iframe src="https://evil.example/?navattic.com"></iframe>',
    '<iframe src="https://evilnavattic.com/demo"></iframe>',
    '<iframe src="http://capture.navattic.com/demo"></iframe>',
    '<iframe src="javascript:alert(1)//navattic.com"></iframe>',
    '<iframe src="https://user@evil.example/navattic.com"></iframe>',
    'not a url',
    '',
  ])('given %j, should refuse it with the error message', (code) => {
    render(<IFrame block={{ id: 'i', type: 'IFrame', iFrameCode: code }} />);
    expect(screen.getByText('There was an error loading this code.')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(allowedEmbedSrc(code)).toBeNull();
  });
});

describe('Table', () => {
  const block = {
    id: 't',
    type: 'Table' as const,
    headings: ['Plan', 'Price'],
    rows: [{ key: 'Standard', content: ['$25'] }],
  };

  it('given a table, should make its scroll region focusable and named, and pass axe', async () => {
    const container = await expectHydratesCleanly(withSite(<Table block={block} />));
    const region = within(container).getByRole('region', { name: 'Table: Plan, Price' });
    expect(region).toHaveAttribute('tabindex', '0');
    await expectNoAxeViolations(container);
    container.remove();
  });

  it('given a keyboard user, should reach the scroll region with Tab', async () => {
    render(withSite(<Table block={block} />));
    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Table: Plan, Price' })).toHaveFocus();
  });
});

describe('Images layouts', () => {
  it.each(IMAGES_LAYOUTS)(
    'given the %s layout with a caption, should lay it out and caption it',
    (layout) => {
      const images = [1, 2, 3].map((n) =>
        resolvedImage('post-chat.png', `Picture ${n}`, { width: 800, height: 500 }),
      );
      render(
        withSite(
          <Images block={{ id: 'im', type: 'Images', layout, images, caption: 'Our team' }} />,
        ),
      );
      const figure = screen.getByText('Our team').closest('figure')!;
      expect(screen.getByText('Our team').tagName).toBe('FIGCAPTION');
      expect(figure).toHaveAttribute('data-layout', layout);
      for (const img of within(figure).getAllByRole('img')) {
        expect(img).toHaveAttribute('sizes', IMAGES_SIZES[layout]);
      }
    },
  );
});

describe('Cta variants', () => {
  it('given a hex colour, compact, light text and a text link, should render each', () => {
    render(
      withSite(
        <Cta
          block={{
            id: 'c',
            type: 'Cta',
            title: 'Talk to us',
            link: '/lp/get-a-demo/',
            buttonText: 'Book a demo',
            colorHex: '#1f2a5c',
            isCompact: true,
            useLightText: true,
            useTextLink: true,
          }}
        />,
      ),
    );
    const cta = screen.getByRole('complementary', { name: 'Talk to us' });
    expect(cta).toHaveStyle({ backgroundColor: '#1f2a5c' });
    expect(cta).toHaveAttribute('data-compact', 'true');
    expect(cta).toHaveAttribute('data-light-text', 'true');
    const link = within(cta).getByRole('link', { name: 'Book a demo' });
    expect(link).not.toHaveAttribute('data-variant');
  });

  it('given a colour and a PDF link without a form, should offer the PDF at once', () => {
    render(
      withSite(
        <Cta
          block={{
            id: 'c',
            type: 'Cta',
            title: 'The guide',
            link: '/resources/',
            color: 'GOLD',
            pdfLink: '/guides/customer-centred-culture.pdf',
          }}
        />,
      ),
    );
    const cta = screen.getByRole('complementary', { name: 'The guide' });
    expect(cta).toHaveAttribute('data-color', 'GOLD');
    expect(within(cta).getByRole('link', { name: 'Download the PDF' })).toHaveAttribute(
      'href',
      '/guides/customer-centred-culture.pdf',
    );
  });

  it('given a form name, should render the form inside and keep the PDF for after submitting', async () => {
    await loadBlocks(['Form']);
    const form = resolveFormWithLayout(contentForms, 'GUIDE_DOWNLOAD')!;
    await act(async () => {
      render(
        withSite(
          <Cta
            block={{
              id: 'c',
              type: 'Cta',
              title: 'Get the guide',
              form,
              pdfLink: '/guides/customer-centred-culture.pdf',
            }}
          />,
        ),
      );
    });
    const cta = screen.getByRole('complementary', { name: 'Get the guide' });
    expect(within(cta).queryByRole('link', { name: 'Download the PDF' })).toBeNull();
    await waitFor(() =>
      expect(cta.querySelector('[data-form-name="GUIDE_DOWNLOAD"]')).not.toBeNull(),
    );
  });

  it('given neither link nor form, should render nothing', () => {
    const { container } = render(
      withSite(<Cta block={{ id: 'c', type: 'Cta', title: 'Nothing to do' }} />),
    );
    expect(container.querySelector('aside')).toBeNull();
  });
});
