/**
 * The preview server's build process (server/content-builds.ts): started once, it keeps the build
 * modules loaded and runs `rebuildContent` (./incremental.ts) for each list of changed content
 * files the server sends, answering with the outcome. The server never imports the build tools
 * (they are not deployed with it); it starts this script by its path when it is there.
 */
import { isContentProblem } from '../../src/content/model.ts';
import { rebuildContent } from './incremental.ts';

interface Request {
  id: number;
  paths: string[];
}

process.on('message', (request: Request) => {
  rebuildContent(request.paths, { log: (message) => console.log(message) }).then(
    (result) =>
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
        },
        // After a full build the server bundle this process may have loaded is stale (modules
        // cannot be unloaded): it ends, and the server starts a fresh one for the next rebuild.
        () => {
          if (result.mode === 'full') process.exit(0);
        },
      ),
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
});
process.send?.({ ready: true });
// The server's end of the channel closing (it stopped or crashed) ends this process too.
process.on('disconnect', () => process.exit(0));
