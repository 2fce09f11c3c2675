/**
 * Watch mode (issue 33, point 2): the preview server watches the content directory (chokidar) and,
 * a moment after the last save (`debounceMs`: an editor's save is often several events, a studio
 * publish several files), rebuilds incrementally through the content builder
 * (server/content-builds.ts), which swaps the new files in whole. Invalid content prints the
 * content's own error and the server goes on serving the last good build. Turned off with
 * CONTENT_WATCH=off (the main e2e server, a production server whose content never changes).
 */
import path from 'node:path';
import { watch } from 'chokidar';
import type { ContentBuilder, RebuildOutcome } from './content-builds.ts';

export const DEFAULT_DEBOUNCE_MS = 100;

export interface ContentWatchOptions {
  contentDir: string;
  builder: Pick<ContentBuilder, 'rebuildContent'>;
  debounceMs?: number;
  log?: (message: string) => void;
  error?: (message: string) => void;
  /** After each rebuild, with its outcome (tests). */
  onRebuilt?: (outcome: RebuildOutcome, paths: string[]) => void;
}

export interface ContentWatch {
  /** Resolves once the watcher has read the directory and reports changes. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/** Editors' swap and backup files, and dotfiles: never content. */
export function isIgnored(file: string): boolean {
  const name = path.basename(file);
  return name.startsWith('.') || name.endsWith('~') || /\.(?:swp|swx|tmp)$/.test(name);
}

/** What the log says of a rebuild. */
export function describeOutcome(outcome: RebuildOutcome, paths: readonly string[]): string {
  const what =
    paths.length === 1 ? path.basename(paths[0] as string) : `${paths.length} content files`;
  if (!outcome.ok)
    return `Content rebuild after ${what} failed; still serving the last good build.\n${outcome.error}`;
  const kind =
    outcome.mode === 'full' ? `full build (${outcome.reason ?? 'needed'})` : 'incremental build';
  const steps = Object.entries(outcome.phases ?? {})
    .map(([phase, ms]) => `${phase} ${ms} ms`)
    .join(', ');
  return `Rebuilt after ${what}: ${kind}, ${outcome.rendered} pages rendered, ${outcome.rewritten} files written, ${outcome.removed} removed, ${(outcome.ms / 1000).toFixed(2)} s${steps ? ` (${steps})` : ''}`;
}

export function watchContent({
  contentDir,
  builder,
  debounceMs = DEFAULT_DEBOUNCE_MS,
  log = (message) => console.log(message),
  error = (message) => console.error(message),
  onRebuilt,
}: ContentWatchOptions): ContentWatch {
  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(contentDir, {
    ignoreInitial: true,
    ignored: (file) => file !== contentDir && isIgnored(file),
  });
  const flush = () => {
    const paths = [...changed];
    changed.clear();
    void builder.rebuildContent(paths).then((outcome) => {
      (outcome.ok ? log : error)(describeOutcome(outcome, paths));
      onRebuilt?.(outcome, paths);
    });
  };
  watcher.on('all', (_event, file) => {
    changed.add(path.resolve(contentDir, file));
    clearTimeout(timer);
    timer = setTimeout(flush, debounceMs);
  });
  watcher.on('error', (cause) => error(`Content watcher: ${String(cause)}`));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    async stop() {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}
