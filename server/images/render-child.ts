/**
 * The render process's entry (forked by render-process.ts): renders the jobs it is sent and
 * sends back the bytes or the error's message. Exits when the server goes away.
 */
import sharp from 'sharp';
import { render, type RenderJob } from './render.ts';

// One libvips thread per render and no libvips cache: the server's queue decides how many run.
sharp.concurrency(1);
sharp.cache(false);

process.on('message', (message: { id: number; job: RenderJob }) => {
  render(message.job).then(
    (output) => process.send?.({ id: message.id, output }),
    (error: unknown) =>
      process.send?.({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
process.on('disconnect', () => process.exit(0));
