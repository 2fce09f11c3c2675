/**
 * Adapter for the video host (docs/product.md §7.3), a Wistia-style API: one player script
 * (`{host}/assets/external/E-v1.js`, defining `window.Wistia` and turning each
 * `.wistia_async_{id}` element into a player) and one data script per video
 * (`{host}/embed/medias/{id}.jsonp`, defining `window['wistiajsonp-/embed/medias/{id}.jsonp']`
 * with the media's size). Loaded only when a visitor plays a video; the host is a setting
 * (VIDEO_HOST), by default the preview server's stand-in at /_video.
 */
import { injectScript, POLL_INTERVAL_MS } from './help-widget.ts';

export { POLL_INTERVAL_MS };
/** docs/product.md §7.3: the script and the aspect ratio are polled for up to 3 s. */
export const READY_TIMEOUT_MS = 3000;
/** docs/product.md §7.3: 16/9 until the host says otherwise (padding 56.25%). */
export const DEFAULT_ASPECT_RATIO = 16 / 9;
export const LOCAL_VIDEO_HOST = '/_video';

/** Ids the host uses: letters, digits, '-' and '_' (anything else could break a URL or a class). */
const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isVideoId(id: string | undefined): id is string {
  return typeof id === 'string' && VIDEO_ID.test(id);
}

export function videoHostBase(host: string | undefined): string {
  return host ? host.replace(/\/+$/, '') : LOCAL_VIDEO_HOST;
}

export function videoScripts(base: string, id: string): { player: string; data: string } {
  return {
    player: `${base}/assets/external/E-v1.js`,
    data: `${base}/embed/medias/${id}.jsonp`,
  };
}

export const dataKey = (id: string) => `wistiajsonp-/embed/medias/${id}.jsonp`;

/** Width / height of the media described by a data script; null until it is known. */
export function aspectRatioOf(data: unknown): number | null {
  const media = (data as { media?: { aspectRatio?: unknown } } | null | undefined)?.media;
  const ratio = media?.aspectRatio;
  return typeof ratio === 'number' && Number.isFinite(ratio) && ratio > 0.1 && ratio < 10
    ? ratio
    : null;
}

export type VideoLoad = { ready: true; aspectRatio: number } | { ready: false };

type HostWindow = Window & Record<string, unknown> & { Wistia?: unknown };

interface LoadOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** For tests: a clock other than setTimeout. */
  wait?: (ms: number) => Promise<unknown>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Adds the player and data scripts, then checks every 100 ms for up to 3 s for the player and
 * the aspect ratio. Ready once the player is there (16/9 if the size never came); not ready
 * when the player script did not arrive in time.
 */
export async function loadVideo(
  win: Window,
  base: string,
  id: string,
  { timeoutMs = READY_TIMEOUT_MS, intervalMs = POLL_INTERVAL_MS, wait = sleep }: LoadOptions = {},
): Promise<VideoLoad> {
  const scripts = videoScripts(base, id);
  injectScript(win.document, scripts.player);
  injectScript(win.document, scripts.data);
  const host = win as HostWindow;
  let waited = 0;
  for (;;) {
    const ratio = aspectRatioOf(host[dataKey(id)]);
    const hasPlayer = host.Wistia !== undefined;
    if (hasPlayer && ratio) return { ready: true, aspectRatio: ratio };
    if (waited >= timeoutMs) {
      return hasPlayer ? { ready: true, aspectRatio: DEFAULT_ASPECT_RATIO } : { ready: false };
    }
    await wait(intervalMs);
    waited += intervalMs;
  }
}
