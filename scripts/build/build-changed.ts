/**
 * `npm run build:changed -- content/pages/blog/a-post.md …`: the incremental build
 * (./incremental.ts) for the named content files (added, edited or deleted); without names, or
 * for a change it cannot take, the full build.
 */
import { isContentProblem } from '../../src/content/model.ts';
import { rebuildContent } from './incremental.ts';

const changed = process.argv.slice(2);
try {
  const result = await rebuildContent(changed.length > 0 ? changed : ['package.json'], {
    log: (message) => console.log(message),
  });
  console.log(
    `${result.mode === 'full' ? 'Full' : 'Incremental'} build: ${result.rendered} pages rendered, ${result.rewritten.length} files written, ${result.removed.length} removed in ${(result.ms / 1000).toFixed(2)} s`,
  );
  if (result.mode === 'incremental')
    console.log(
      `  ${Object.entries(result.phases)
        .map(([phase, ms]) => `${phase} ${ms} ms`)
        .join(', ')}`,
    );
} catch (error) {
  console.error(
    `\nBuild failed: ${isContentProblem(error) ? error.message : String((error as Error).stack ?? error)}\n\nThe previous dist/ was left untouched.`,
  );
  process.exitCode = 1;
}
