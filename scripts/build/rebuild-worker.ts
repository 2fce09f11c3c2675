/**
 * The preview server's build process (server/content-builds.ts): started once, it keeps the build
 * modules loaded and runs `rebuildContent` (./incremental.ts) for each list of changed content
 * files the server sends, answering with the outcome as soon as the changed pages are served.
 *
 * The search index comes after (issue 33): Pagefind indexes every page again for one changed
 * page, which at 10,000 posts took most of an edit's time. The rebuild defers it and this process
 * refreshes it in the background, one refresh at a time; edits arriving meanwhile are coalesced
 * into the next refresh, which indexes the pages served by then. Each refresh logs
 * `Search index current as of <epoch ms> …` (the moment it began reading the served pages: every
 * edit served before then is in it) and sends `{ searchIndex }` with the last request it covers.
 *
 * Pagefind runs at the lowest CPU priority here (./pagefind-priority.ts), so a refresh does not
 * slow down the next edit's pages. As it starts it loads the content ahead (`primeContent`), so
 * the first edit is patched too.
 *
 * The server never imports the build tools (they are not deployed with it); it starts this
 * script by its path when it is there.
 */
import { isContentProblem } from '../../src/content/model.ts';
import { pagefindAtLowPriority } from './pagefind-priority.ts';
import {
  primeContent,
  rebuildContent,
  refreshSearchIndex,
  type SearchPage,
} from './incremental.ts';

interface Request {
  id: number;
  paths: string[];
}

/** The pages to index next and the last request they come from; null when none is waiting. */
let wanted: { pages: SearchPage[]; upTo: number } | null = null;
let refreshing = false;
/** Bumped by a full build, which writes its own index: a refresh begun before is not published. */
let generation = 0;

async function refreshInBackground(): Promise<void> {
  if (refreshing) return;
  refreshing = true;
  try {
    while (wanted) {
      const { pages, upTo } = wanted;
      wanted = null;
      const begun = generation;
      const asOf = Date.now();
      try {
        const result = await refreshSearchIndex(pages, { stillWanted: () => generation === begun });
        if (!result) continue;
        console.log(
          `Search index current as of ${asOf}: ${result.pages} pages indexed, ${result.rewritten.length} files written, ${result.removed.length} removed, ${(result.ms / 1000).toFixed(2)} s`,
        );
        process.send?.({ searchIndex: { ok: true, upTo, asOf, ms: Math.round(result.ms) } });
      } catch (error) {
        // A newer refresh is waiting (a page it read was removed meanwhile, say): it runs next.
        if (wanted) continue;
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        console.error(
          `Search index refresh failed; the previous index is still served.\n${message}`,
        );
        process.send?.({ searchIndex: { ok: false, upTo, error: message } });
      }
    }
  } finally {
    refreshing = false;
  }
}

// The search refresh runs in the background: its Pagefind gives way to the rebuilds.
pagefindAtLowPriority();

// The content loaded as this process starts, so the first edit patches it (./incremental.ts); a
// rebuild asked for meanwhile waits for it.
const primed = primeContent().then(
  (result) =>
    console.log(
      'ms' in result
        ? `Content loaded for quick rebuilds in ${(result.ms / 1000).toFixed(2)} s`
        : `Content not loaded ahead: ${result.reason}`,
    ),
  (error: unknown) =>
    console.error(
      `Content not loaded ahead; the first rebuild loads it: ${error instanceof Error ? error.message : String(error)}`,
    ),
);

process.on('message', (request: Request) => {
  void primed.then(() => rebuild(request));
});

function rebuild(request: Request) {
  rebuildContent(request.paths, {
    log: (message) => console.log(message),
    searchIndex: 'deferred',
  }).then(
    (result) => {
      if (result.mode === 'full') {
        generation += 1;
        wanted = null;
      } else if (result.searchPages) {
        wanted = { pages: result.searchPages, upTo: request.id };
        void refreshInBackground();
      }
      process.send?.(
        {
          id: request.id,
          ok: true,
          mode: result.mode,
          ...(result.reason ? { reason: result.reason } : {}),
          rendered: result.rendered,
          rewritten: result.rewritten.length,
          removed: result.removed.length,
          ms: Math.round(result.ms),
          phases: result.phases,
          search: result.searchPages ? 'pending' : 'current',
        },
        // After a full build the server bundle this process may have loaded is stale (modules
        // cannot be unloaded): it ends, and the server starts a fresh one for the next rebuild.
        () => {
          if (result.mode === 'full') process.exit(0);
        },
      );
    },
    (error: unknown) =>
      process.send?.({
        id: request.id,
        ok: false,
        error: isContentProblem(error)
          ? error.message
          : error instanceof Error
            ? (error.stack ?? error.message)
            : String(error),
      }),
  );
}
process.send?.({ ready: true });
// The server's end of the channel closing (it stopped or crashed) ends this process too.
process.on('disconnect', () => process.exit(0));
