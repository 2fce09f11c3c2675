import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_GIF, SAMPLE_IMAGE } from '../fixtures.ts';
import { withSizes } from '../../images/with-sizes.ts';
import { expectHydratesCleanly, expectNoAxeViolations } from '../test-utils.tsx';
import { Image } from './index.ts';

describe('Image', () => {
  it('given image data, should render a sized, lazy image with its srcset and alt text', async () => {
    const { container } = render(<Image image={SAMPLE_IMAGE} alt="The shared inbox" />);
    const img = screen.getByRole('img', { name: 'The shared inbox' });
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('srcset', SAMPLE_IMAGE.images.fallback.srcSet);
    expect(img).toHaveAttribute('sizes', SAMPLE_IMAGE.images.fallback.sizes);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    await expectNoAxeViolations(container);
  });

  it('given an AVIF source laid out narrower, should name it before the image with the same sizes', () => {
    const avif = {
      type: 'image/avif',
      srcSet: '/assets/img/inbox-1.avif 320w, /assets/img/inbox-2.avif 640w',
      sizes: SAMPLE_IMAGE.images.fallback.sizes,
    };
    const image = withSizes(
      { ...SAMPLE_IMAGE, images: { ...SAMPLE_IMAGE.images, sources: [avif] } },
      '(min-width: 1024px) 336px, 50vw',
    );
    const { container } = render(<Image image={image} alt="The shared inbox" />);
    const source = container.querySelector('picture > source');
    expect(source?.nextElementSibling).toBe(screen.getByRole('img', { name: 'The shared inbox' }));
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', avif.srcSet);
    expect(source).toHaveAttribute('sizes', '(min-width: 1024px) 336px, 50vw');
    expect(screen.getByRole('img')).toHaveAttribute('sizes', '(min-width: 1024px) 336px, 50vw');
  });

  it('given the hero image, should load eagerly at high priority', () => {
    render(<Image image={SAMPLE_IMAGE} alt="Hero" priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('given an empty alt, should be decorative', async () => {
    const { container } = render(<Image image={SAMPLE_IMAGE} alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    await expectNoAxeViolations(container);
  });

  it('given the image loads, should fade the placeholder colour out', () => {
    const { container } = render(<Image image={SAMPLE_IMAGE} alt="Inbox" />);
    const wrapper = container.firstElementChild;
    expect(wrapper).toHaveAttribute('data-state', 'loading');
    expect(container.querySelector('[aria-hidden="true"]')).toHaveStyle({
      backgroundColor: '#f5f6f8',
    });
    fireEvent.load(screen.getByRole('img', { name: 'Inbox' }));
    expect(wrapper).toHaveAttribute('data-state', 'loaded');
  });

  it('given a blurred placeholder, should show the tiny image blurred under the loading image', () => {
    const image = { ...SAMPLE_IMAGE, placeholder: { fallback: '/_img/inbox.png?w=20' } };
    const { container } = render(<Image image={image} alt="Inbox" />);
    const placeholder = container.querySelector('[aria-hidden="true"]');
    expect(placeholder).toHaveAttribute('data-blurred');
    expect(placeholder?.getAttribute('style')).toContain(
      'background-image: url("/_img/inbox.png?w=20")',
    );
  });

  it('given a GIF, should show the plain file without a srcset', () => {
    render(<Image image={SAMPLE_GIF} alt="Typing indicator" />);
    const img = screen.getByRole('img', { name: 'Typing indicator' });
    expect(img).toHaveAttribute('src', '/_img/typing.gif');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '240');
  });

  it('given no image, should render nothing and warn, never throw', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<Image image={null} alt="Missing" />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith('[image] missing image: nothing to show');
    warn.mockRestore();
  });

  it('given server-rendered HTML, should hydrate without warnings into the same eager image', async () => {
    const view = within(
      await expectHydratesCleanly(<Image image={SAMPLE_IMAGE} alt="Inbox" priority />),
    );
    const img = view.getByRole('img', { name: 'Inbox' });
    expect(img).toHaveAttribute('srcset', SAMPLE_IMAGE.images.fallback.srcSet);
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
