import type { BlockOf } from '../contracts/schemas/blocks.ts';
import styles from './blocks.module.css';

/** The interactive-demo provider whose embeds are allowed (itself or one of its subdomains). */
export const INTERACTIVE_DEMO_HOST = 'navattic.com';

/** Decides by the parsed host name, never by a substring of the URL. */
export function isInteractiveDemoHost(hostname: string): boolean {
  return hostname === INTERACTIVE_DEMO_HOST || hostname.endsWith(`.${INTERACTIVE_DEMO_HOST}`);
}

/** The src of the embed code when it is an https URL on the allowed host; null otherwise. */
export function allowedEmbedSrc(code: string): string | null {
  const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(code)?.[1] ?? code.trim();
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && isInteractiveDemoHost(url.hostname) ? url.href : null;
  } catch {
    return null;
  }
}

/** Renders only embeds from the interactive-demo host (docs/product.md §7.4). */
export function IFrame({ block }: { block: BlockOf<'IFrame'> }) {
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
