/**
 * Which video a Video block plays (docs/product.md §7.3): shared by the block, which embeds it,
 * and the content schema, which warns at build time about a block that would play nothing.
 */

/** The one origin YouTube players are embedded from: the Content-Security-Policy frames it alone. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube.com';
/** Hosts a YouTube link may be written with; every one plays from YOUTUBE_EMBED_ORIGIN. */
const YOUTUBE_HOSTS = /^(www\.|m\.)?(youtube\.com|youtube-nocookie\.com)$/;
const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type VideoSource = { kind: 'host'; id: string } | { kind: 'iframe'; src: string } | null;

const youtube = (id: string | null | undefined): VideoSource =>
  id && VIDEO_ID.test(id) ? { kind: 'iframe', src: `${YOUTUBE_EMBED_ORIGIN}/embed/${id}` } : null;

/**
 * A host id plays through the video host's scripts; a YouTube link (`watch?v=`, `youtu.be/{v}`
 * or `/embed/{v}`, on any of YouTube's hosts) becomes the embed URL on YOUTUBE_EMBED_ORIGIN.
 * Null when there is no usable id: an empty or malformed id, a link that is not `https:`, or a
 * link to any other site.
 */
export function videoSource(block: { videoId?: string; videoUrl?: string }): VideoSource {
  if (block.videoId)
    return VIDEO_ID.test(block.videoId) ? { kind: 'host', id: block.videoId } : null;
  if (!block.videoUrl) return null;
  let url: URL;
  try {
    url = new URL(block.videoUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  if (url.hostname === 'youtu.be') return youtube(url.pathname.slice(1));
  if (!YOUTUBE_HOSTS.test(url.hostname)) return null;
  const embedded = /^\/embed\/([^/]+)$/.exec(url.pathname);
  return youtube(embedded ? embedded[1] : url.searchParams.get('v'));
}
