import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Card } from '../contracts/schemas/common.ts';
import { expectHydratesCleanly, expectNoAxeViolations } from '../ui/test-utils.tsx';
import { BlockImage } from './BlockImage.tsx';
import { Cta } from './Cta.tsx';
import { Blockquote, Callout, Images, TextWithImage } from './Media.tsx';
import { CardList } from './PostCard.tsx';
import { resolvedImage } from './test-images.ts';
import { Video } from './Video.tsx';
import { TestSite } from '../test/site.tsx';

function withSite(children: ReactNode) {
  return (
    <TestSite>
      <main>{children}</main>
    </TestSite>
  );
}

/** Every image comes from the image service, sized, with a srcset, and never shifts the layout. */
function expectServedImage(img: HTMLElement, loading: 'lazy' | 'eager' = 'lazy') {
  expect(img.getAttribute('src')).toMatch(/^\/_img\/[\w-]+\.(png|jpg)\?/);
  expect(img.getAttribute('srcset')).toMatch(/^\/_img\/.+ \d+w(, \/_img\/.+ \d+w)+$/);
  expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
  expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
  expect(img).toHaveAttribute('alt');
  expect(img).toHaveAttribute('loading', loading);
}

const post = (n: number, extra: Partial<Card> = {}): Card => ({
  title: `Post ${n}`,
  permalink: `/blog/post-${n}/`,
  description: `About post ${n}.`,
  category: 'Support Operations',
  variant: 'DEFAULT',
  image: resolvedImage('post-chat.png', 'Chat bubbles', { width: 800, height: 500 }),
  ...extra,
});

describe('BlockImage', () => {
  it('given a resolved content image, should render it through the image service with its alt, srcset and size', () => {
    render(<BlockImage image={resolvedImage('inbox.png', 'The inbox', { width: 800 })} />);
    const img = screen.getByRole('img', { name: 'The inbox' });
    expectServedImage(img);
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '500');
  });

  it('given the hero, should load eagerly at high priority, with the sizes of its layout', () => {
    render(
      <BlockImage
        image={resolvedImage('inbox.png', 'Hero', { width: 800 })}
        priority
        sizes="(min-width: 768px) 768px, 100vw"
      />,
    );
    const img = screen.getByRole('img', { name: 'Hero' });
    expectServedImage(img, 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 768px, 100vw');
  });

  it('given no image, or a missing file, should render nothing rather than break', () => {
    const { container } = render(
      <>
        <BlockImage image={undefined} />
        <BlockImage image={{ src: '/images/gone.png', alt: 'Gone', layout: 'constrained' }} />
      </>,
    );
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('image blocks', () => {
  it('given an image set of three, should render each image lazily at a third of the column', async () => {
    const { container } = render(
      withSite(
        <Images
          block={{
            id: 'i',
            type: 'Images',
            layout: 'THREE_UP',
            caption: 'Three views',
            images: [
              resolvedImage('inbox.png', 'Inbox'),
              resolvedImage('docs.jpg', 'Docs'),
              resolvedImage('post-chat.png', 'Chat'),
            ],
          }}
        />,
      ),
    );
    const figure = screen.getByText('Three views').closest('figure') as HTMLElement;
    expect(figure).toHaveAttribute('data-layout', 'THREE_UP');
    const images = within(figure).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['Inbox', 'Docs', 'Chat']);
    for (const img of images) {
      expectServedImage(img);
      expect(img).toHaveAttribute('sizes', '(min-width: 768px) 245px, 33vw');
    }
    await expectNoAxeViolations(container);
  });

  it('given a text-and-image pair, should render the image beside the text through the image service', () => {
    render(
      withSite(
        <TextWithImage
          block={{
            id: 't',
            type: 'TextWithImage',
            imagePosition: 'LEFT',
            textWithImgContent: {
              nodeType: 'document',
              data: {},
              content: [
                {
                  nodeType: 'paragraph',
                  data: {},
                  content: [{ nodeType: 'text', value: 'Reply faster.', marks: [], data: {} }],
                },
              ],
            } as never,
            textWithImgImage: resolvedImage('docs.jpg', 'A help center article', { width: 600 }),
          }}
        />,
      ),
    );
    expect(screen.getByText('Reply faster.')).toBeInTheDocument();
    expectServedImage(screen.getByRole('img', { name: 'A help center article' }));
  });

  it('given a callout and a quote with avatars, should show small decorative portraits beside the names', async () => {
    const avatar = resolvedImage('avatar.jpg', 'Lena Ortiz');
    const { container } = render(
      withSite(
        <>
          <Callout
            block={{
              id: 'c',
              type: 'Callout',
              callout: 'Measure the median.',
              name: 'Lena Ortiz',
              role: 'Support lead',
              avatarImage: avatar,
            }}
          />
          <Blockquote
            block={{
              id: 'q',
              type: 'Blockquote',
              quote: 'Great support is a habit.',
              attributionName: 'Sam Lee',
              attributionAvatar: avatar,
              variant: 'L',
            }}
          />
        </>,
      ),
    );
    const portraits = [...container.querySelectorAll('img')];
    expect(portraits).toHaveLength(2);
    for (const img of portraits) {
      expectServedImage(img);
      // The name is written beside it: the portrait must not repeat it to screen readers.
      expect(img).toHaveAttribute('alt', '');
    }
    expect(portraits.map((img) => img.getAttribute('sizes'))).toEqual(['48px', '64px']);
    await expectNoAxeViolations(container);
  });

  it('given a call to action with an image, should render the design-system button and the image', () => {
    render(
      withSite(
        <Cta
          block={{
            id: 'cta',
            type: 'Cta',
            title: 'Try Harbor',
            buttonText: 'Start free',
            link: '/members/register/18/',
            image: resolvedImage('post-chat.png', ''),
          }}
        />,
      ),
    );
    const button = screen.getByRole('link', { name: 'Start free' });
    expect(button).toHaveAttribute('data-variant', 'PRIMARY');
    expect(button.getAttribute('href')).toMatch(/\/members\/register\/18\/$/);
    const img = within(screen.getByRole('complementary', { name: 'Try Harbor' })).getByRole(
      'presentation',
    );
    expectServedImage(img);
  });

  it('given a text link and a PDF elsewhere, should link them as the button does: same tab, no opener', () => {
    render(
      withSite(
        <Cta
          block={{
            id: 'cta',
            type: 'Cta',
            title: 'Read more',
            buttonText: 'The study',
            link: 'https://research.example/study',
            pdfLink: 'https://files.example/study.pdf',
            useTextLink: true,
          }}
        />,
      ),
    );
    for (const name of ['The study', 'Download the PDF']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).not.toHaveAttribute('target');
    }
  });

  it('given a video, should offer the design-system play button until asked to play', () => {
    render(withSite(<Video block={{ id: 'v', type: 'Video', videoId: 'abc', caption: 'Tour' }} />));
    expect(screen.getByRole('button', { name: 'Play video: Tour' })).toHaveAttribute(
      'data-size',
      'L',
    );
  });
});

describe('CardList of posts', () => {
  it('given posts with images, should render design-system cards with lazy, sized images', async () => {
    const { container } = render(withSite(<CardList cards={[post(1), post(2)]} />));
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('data-variant', 'DEFAULT');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Post 1' })).toHaveAttribute('href', '/blog/post-1/');
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(2);
    for (const img of images) {
      expectServedImage(img);
      expect(img).toHaveAttribute(
        'sizes',
        '(min-width: 2000px) 416px, (min-width: 1292px) 377px, (min-width: 1024px) calc(30vw - 10px), (min-width: 768px) 50vw, 100vw',
      );
    }
    await expectNoAxeViolations(container);
  });

  it('given webinars, should show the video length pill, or Live Event without one', () => {
    render(
      withSite(
        <CardList
          cards={[
            post(1, { variant: 'WEBINAR', videoLength: '42:10' }),
            post(2, { variant: 'WEBINAR' }),
            post(3),
          ]}
        />,
      ),
    );
    const [first, second, third] = screen.getAllByRole('article');
    expect(within(first!).getByText('42:10')).toBeInTheDocument();
    expect(first).toHaveTextContent('Video length 42:10');
    expect(within(second!).getByText('Live Event')).toBeInTheDocument();
    expect(third).not.toHaveTextContent(/Live Event|Video length/);
  });

  it('given the WITH_FEATURED layout, should feature the first card; condensed lists drop pictures', () => {
    const { container, rerender } = render(
      withSite(<CardList cards={[post(1), post(2)]} variant="WITH_FEATURED" />),
    );
    const [featured] = screen.getAllByRole('article');
    expect(featured).toHaveAttribute('data-variant', 'FEATURED_HORIZONTAL');
    expect(container.querySelector('img')).toHaveAttribute(
      'sizes',
      '(min-width: 2000px) 726px, (min-width: 1292px) 660px, (min-width: 1024px) calc(52vw - 12px), (min-width: 768px) 55vw, 100vw',
    );
    rerender(withSite(<CardList cards={[post(1), post(2)]} condensed />));
    expect(screen.getByRole('list')).toHaveAttribute('data-variant', 'COMPACT');
    expect(container.querySelector('img')).toBeNull();
  });

  it('given prerendered cards, should hydrate without warnings', async () => {
    const container = await expectHydratesCleanly(
      withSite(<CardList cards={[post(1), post(2)]} />),
    );
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });
});
