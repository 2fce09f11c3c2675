import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestSite } from '../test/site.tsx';
import { expectHydratesCleanly, expectNoAxeViolations } from '../ui/test-utils.tsx';
import { paddingFor, Video, VideoEmbed, videoReducer } from './Video.tsx';

type HostWindow = Window & Record<string, unknown>;
const host = window as unknown as HostWindow;
const withSite = (children: ReactNode) => (
  <TestSite>
    <main>{children}</main>
  </TestSite>
);

afterEach(() => {
  delete host.Wistia;
  for (const key of Object.keys(host)) if (key.startsWith('wistiajsonp-')) delete host[key];
  for (const script of document.querySelectorAll('script')) script.remove();
  vi.restoreAllMocks();
});

/** A Video block captioned 'Tour' playing `videoUrl`. */
const renderLink = (videoUrl: string) =>
  render(withSite(<Video block={{ id: 'v', type: 'Video', videoUrl, caption: 'Tour' }} />));

describe('Video block', () => {
  it('given no usable id, should log VIDEO ID NOT FOUND and say the video is unavailable', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLink('https://www.youtube.com/watch');
    expect(error).toHaveBeenCalledWith('VIDEO ID NOT FOUND');
    expect(screen.getByText('This video is not available.')).toBeInTheDocument();
    expect(screen.getByText('Tour')).toBeInTheDocument();
  });

  it('given a YouTube link played, should load its player only then, with the focus on it', async () => {
    renderLink('https://youtu.be/dQw4w9WgXcQ');
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Tour' }));
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(document.activeElement).toBe(frame);
  });

  it('given a host video prerendered, should hydrate cleanly, pass axe, and load nothing before play', async () => {
    const container = await expectHydratesCleanly(
      withSite(<Video block={{ id: 'v', type: 'Video', videoId: 'abc', caption: 'Tour' }} />),
    );
    expect(container.querySelector('[data-state="poster"]')).not.toBeNull();
    expect(document.scripts).toHaveLength(0);
    await expectNoAxeViolations(container);
    container.remove();
  });
});

describe('VideoEmbed', () => {
  it('given play, should load the host scripts, keep the player hidden, then show it at its ratio', async () => {
    const { container } = render(withSite(<VideoEmbed id="abc" title="Tour" />));
    const root = container.querySelector('[data-state]')!;
    expect(root).toHaveAttribute('data-rounded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Tour' }));
    expect(root).toHaveAttribute('data-state', 'loading');
    const player = container.querySelector('.wistia_async_abc')!;
    // The pressed button is gone: focus is on the player's frame in its place, not on the page.
    expect(document.activeElement).toBe(player.parentElement);
    expect(player).toHaveAttribute('hidden');
    await waitFor(() =>
      expect([...document.scripts].map((s) => s.getAttribute('src'))).toContain(
        '/_video/embed/medias/abc.jsonp',
      ),
    );
    // What the host's scripts do once they arrive.
    host.Wistia = {};
    host['wistiajsonp-/embed/medias/abc.jsonp'] = { media: { aspectRatio: 1 } };
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'ready'));
    expect(player).not.toHaveAttribute('hidden');
    expect(player.parentElement).toHaveStyle({ paddingTop: '100%' });
  });

  it('given autoPlay, muted, hidden and square corners, should start at once with those options', async () => {
    const { container } = render(
      withSite(
        <VideoEmbed id="abc" title="Tour" autoPlay muted isHidden withRoundedCorners={false} />,
      ),
    );
    const root = container.querySelector('[data-state]')!;
    expect(root).toHaveAttribute('hidden');
    expect(root).not.toHaveAttribute('data-rounded');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'loading'));
    expect(container.querySelector('.wistia_async_abc')?.className).toContain('muted=true');
    expect(container.querySelector('.wistia_async_abc')?.className).toContain('autoPlay=true');
  });

  it('given the player never ready, should offer a link to the video after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { container } = render(withSite(<VideoEmbed id="never" title="Tour" autoPlay />));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3200);
    });
    await waitFor(() =>
      expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'failed'),
    );
    expect(screen.getByRole('link', { name: 'Watch it on the video host' })).toHaveAttribute(
      'href',
      'https://fast.wistia.net/embed/iframe/never',
    );
    vi.useRealTimers();
  });
});

describe('videoReducer', () => {
  it('given each event, should move poster → loading → ready or failed, and nowhere else', () => {
    expect(videoReducer({ name: 'poster' }, { type: 'play' })).toEqual({ name: 'loading' });
    expect(videoReducer({ name: 'loading' }, { type: 'loaded', aspectRatio: 2 })).toEqual({
      name: 'ready',
      aspectRatio: 2,
    });
    expect(videoReducer({ name: 'loading' }, { type: 'timed-out' })).toEqual({ name: 'failed' });
    expect(videoReducer({ name: 'poster' }, { type: 'loaded', aspectRatio: 2 })).toEqual({
      name: 'poster',
    });
    expect(videoReducer({ name: 'failed' }, { type: 'play' })).toEqual({ name: 'failed' });
    expect(paddingFor(16 / 9)).toBe('56.25%');
  });
});
