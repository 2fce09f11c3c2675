import type { IFrameBlock } from '../contracts/schemas/blocks.ts';
import styles from './blocks.module.css';

/** The one host whose embeds are allowed (the interactive-demo provider). */
export const INTERACTIVE_DEMO_HOST = 'app.storylane.io';

/** The src of the embed code when it points at the allowed host; null otherwise. */
export function allowedEmbedSrc(code: string): string | null {
  const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(code)?.[1] ?? code.trim();
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && url.hostname === INTERACTIVE_DEMO_HOST ? url.href : null;
  } catch {
    return null;
  }
}

/** Renders only embeds from the interactive-demo host (docs/product.md §7.4). */
export function IFrame({ block }: { block: IFrameBlock }) {
  const src = allowedEmbedSrc(block.iFrameCode);
  if (!src) return <p className={styles.embedError}>There was an error loading this code.</p>;
  return (
    <div className={styles.embed}>
      <iframe
        src={src}
        title="Interactive demo"
        loading="lazy"
        sandbox="allow-scripts allow-popups allow-forms"
        allowFullScreen
      />
    </div>
  );
}
