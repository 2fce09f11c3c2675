import { useEffect, useReducer, useRef } from 'react';
import { useSettings } from '../site/settings.ts';
import { videoSource } from '../contracts/video.ts';
import type { BlockOf } from '../contracts/schemas/blocks.ts';
import { PlayButton } from '../ui/PlayButton/PlayButton.tsx';
import styles from './blocks.module.css';

/** Where the host's embeds are watched when the player cannot load. */
export const VIDEO_PAGE_ORIGIN = 'https://fast.wistia.net/embed/iframe/';

export interface VideoEmbedProps {
  id: string;
  title: string;
  /** Starts loading at once instead of showing the poster. */
  autoPlay?: boolean;
  muted?: boolean;
  /** Mounted but not shown (a player prepared for a later reveal). */
  isHidden?: boolean;
  withRoundedCorners?: boolean;
}

type State =
  | { name: 'poster' }
  | { name: 'loading' }
  | { name: 'ready'; aspectRatio: number }
  | { name: 'failed' };
type Action = { type: 'play' } | { type: 'loaded'; aspectRatio: number } | { type: 'timed-out' };

export function videoReducer(state: State, action: Action): State {
  switch (action.type) {
    case 'play':
      return state.name === 'poster' ? { name: 'loading' } : state;
    case 'loaded':
      return state.name === 'loading' ? { name: 'ready', aspectRatio: action.aspectRatio } : state;
    case 'timed-out':
      return state.name === 'loading' ? { name: 'failed' } : state;
  }
}

/** 16/9 → '56.25%': the frame's height as a share of its width. */
export const paddingFor = (aspectRatio: number) => `${Number((100 / aspectRatio).toFixed(4))}%`;

/**
 * docs/product.md §7.3: a poster and the play button until played (nothing loaded before); then the
 * host's scripts, the player hidden until they are ready (polled every 100 ms, up to 3 s), at
 * the video's aspect ratio (16/9 by default); a link to the video when they never are.
 */
export function VideoEmbed({
  id,
  title,
  autoPlay = false,
  muted = false,
  isHidden = false,
  withRoundedCorners = true,
}: VideoEmbedProps) {
  const settings = useSettings();
  const [state, dispatch] = useReducer(videoReducer, { name: 'poster' });
  const loading = state.name === 'loading';

  useEffect(() => {
    if (autoPlay) dispatch({ type: 'play' });
  }, [autoPlay]);

  useEffect(() => {
    if (!loading) return;
    let live = true;
    void import('../integrations/video-host.ts').then(async (host) => {
      const result = await host.loadVideo(window, host.videoHostBase(settings.video?.host), id);
      if (!live) return;
      dispatch(
        result.ready ? { type: 'loaded', aspectRatio: result.aspectRatio } : { type: 'timed-out' },
      );
    });
    return () => {
      live = false;
    };
  }, [loading, id, settings]);

  // The frame outlives the play button: pressing it moves the keyboard to the player's place.
  const frame = useRef<HTMLDivElement>(null);

  const aspectRatio = state.name === 'ready' ? state.aspectRatio : 16 / 9;
  return (
    <div
      data-video={id}
      data-state={state.name}
      data-rounded={withRoundedCorners || undefined}
      hidden={isHidden}
    >
      <div
        ref={frame}
        tabIndex={-1}
        className={styles.videoFrame}
        style={{ paddingTop: paddingFor(aspectRatio) }}
      >
        {state.name === 'poster' ? (
          <div className={styles.play}>
            <PlayButton
              size="L"
              label={`Play video: ${title}`}
              onClick={() => {
                frame.current?.focus();
                dispatch({ type: 'play' });
              }}
            />
          </div>
        ) : null}
        {state.name === 'loading' || state.name === 'ready' ? (
          <div
            className={`wistia_embed wistia_async_${id} videoFoam=true autoPlay=${String(autoPlay || state.name === 'ready')} muted=${String(muted)}`}
            title={title}
            hidden={state.name !== 'ready'}
          />
        ) : null}
        {state.name === 'loading' ? <output>Loading the video…</output> : null}
        {state.name === 'failed' ? (
          <output>
            The video could not be loaded here.{' '}
            <a href={`${VIDEO_PAGE_ORIGIN}${id}`} target="_blank" rel="noopener noreferrer">
              Watch it on the video host
            </a>
          </output>
        ) : null}
      </div>
    </div>
  );
}

/** An embed URL played in an iframe once asked for (no third-party request before). */
function IframeVideo({ src, title }: { src: string; title: string }) {
  const [playing, play] = useReducer(() => true, false);
  // The play button goes: the keyboard moves on to the player that took its place.
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  return (
    <div className={styles.videoFrame}>
      {playing ? (
        <iframe
          ref={frame}
          src={`${src}${src.includes('?') ? '&' : '?'}autoplay=1`}
          title={title}
          allow="autoplay; fullscreen"
          sandbox="allow-scripts allow-presentation"
          allowFullScreen
        />
      ) : (
        <div className={styles.play}>
          <PlayButton size="L" label={`Play video: ${title}`} onClick={play} />
        </div>
      )}
    </div>
  );
}

export function Video({ block }: { block: BlockOf<'Video'> }) {
  const source = videoSource(block);
  useEffect(() => {
    if (!source) console.error('VIDEO ID NOT FOUND');
  }, [source]);
  const title = block.caption ?? 'Video';
  return (
    <figure className={styles.video}>
      {source?.kind === 'host' ? <VideoEmbed id={source.id} title={title} /> : null}
      {source?.kind === 'iframe' ? <IframeVideo src={source.src} title={title} /> : null}
      {source ? null : <p className={styles.embedError}>This video is not available.</p>}
      {block.caption ? <figcaption>{block.caption}</figcaption> : null}
    </figure>
  );
}
