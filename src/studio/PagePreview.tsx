/**
 * Decap's preview pane, showing the real page (issue 32, point 3): the entry goes to the server, which
 * renders it with the site's templates and CSS (server/studio/preview.ts); the page is framed at
 * the width the editor picks. Content problems are listed instead, in the build's words.
 */
import { useEffect, useRef, useState } from 'react';
import { draftAssets, type GetAsset } from './images.ts';
import { pruneObject, type PruneField } from './prune.ts';

export const PREVIEW_WIDTHS = [375, 768, 1440] as const;

interface Issue {
  file: string;
  field: string;
  message: string;
}
type State = { url: string } | { issues: Issue[] } | { failed: string } | { pending: true };

interface PreviewProps {
  entry: { get: (key: string) => unknown; toJS?: () => unknown };
  collection: { get: (key: string) => unknown };
  /** Decap's asset of a media-folder name: an upload not saved yet carries its file. */
  getAsset: GetAsset;
}

function toPlain(value: unknown): Record<string, unknown> {
  const maybe = value as { toJS?: () => unknown } | undefined;
  return (maybe?.toJS ? maybe.toJS() : (value ?? {})) as Record<string, unknown>;
}

export function PagePreview({ entry, collection, getAsset }: PreviewProps) {
  const [width, setWidth] = useState<(typeof PREVIEW_WIDTHS)[number]>(1440);
  const [state, setState] = useState<State>({ pending: true });
  // The page is laid out at the chosen width and scaled down to fit the pane.
  const frame = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number>(width);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setRoom(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(1, room / width);
  const fields = toPlain(collection.get('fields')) as unknown as PruneField[];
  const data = pruneObject(toPlain(entry.get('data')), Array.isArray(fields) ? fields : []);
  const slug =
    String(entry.get('slug') ?? '') ||
    String(data.path ?? '')
      .split('/')
      .filter(Boolean)
      .pop() ||
    '';
  const body = JSON.stringify({ collection: collection.get('name'), slug, data });
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      draftAssets(JSON.parse(body).data, getAsset)
        .then((assets) =>
          fetch('/admin/api/preview', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...JSON.parse(body), assets }),
            signal: controller.signal,
          }),
        )
        .then(
          (response) => response.json() as Promise<{ ok: boolean; url?: string; issues?: Issue[] }>,
        )
        .then((result) =>
          setState(result.ok && result.url ? { url: result.url } : { issues: result.issues ?? [] }),
        )
        .catch((error: unknown) => {
          // A newer edit cancelled this one; anything else is said, not left "Rendering…".
          if (controller.signal.aborted) return;
          setState({ failed: (error as Error).message });
        });
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // getAsset changes with every render; the entry's data decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [body]);
  return (
    <div ref={frame} style={{ fontFamily: 'system-ui, sans-serif' }}>
      <fieldset style={{ display: 'flex', gap: 8, padding: 8, border: 0, margin: 0 }}>
        <legend style={{ position: 'absolute', left: -9999 }}>Preview width</legend>
        {PREVIEW_WIDTHS.map((candidate) => (
          <button
            key={candidate}
            type="button"
            aria-pressed={candidate === width}
            onClick={() => setWidth(candidate)}
          >
            {candidate}px
          </button>
        ))}
      </fieldset>
      {'url' in state ? (
        <div style={{ height: 2400 * scale, overflow: 'hidden' }}>
          {/* The site's own page, rendered by its templates (in dev its styles come from its scripts). */}
          {/* oxlint-disable-next-line react/iframe-missing-sandbox */}
          <iframe
            title="Page preview"
            src={state.url}
            style={{
              width,
              height: 2400,
              border: 0,
              transform: `scale(${scale})`,
              transformOrigin: 'top left',
            }}
          />
        </div>
      ) : 'issues' in state ? (
        <div role="alert" style={{ padding: 16 }}>
          <p>The build would refuse this entry:</p>
          <ul>
            {state.issues.slice(0, 20).map((issue) => (
              <li key={`${issue.file}:${issue.field}:${issue.message}`}>
                <strong>{issue.field}</strong>: {issue.message}
              </li>
            ))}
          </ul>
        </div>
      ) : 'failed' in state ? (
        <p role="alert" style={{ padding: 16 }}>
          The preview could not be rendered ({state.failed}). Edit the entry to try again.
        </p>
      ) : (
        <p style={{ padding: 16 }}>Rendering the page…</p>
      )}
    </div>
  );
}
