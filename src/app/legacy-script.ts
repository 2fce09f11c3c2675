/** The small legacy script (docs/product.md §2.5): a configured URL, loaded only on three paths. */
import { LEGACY_SCRIPT_PATHS } from './routes.ts';

let loaded = false;

export function maybeLoadLegacyScript(
  document: Document,
  path: string,
  url: string | null,
): boolean {
  if (loaded || !url || !LEGACY_SCRIPT_PATHS.includes(path)) return false;
  loaded = true;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  document.body.append(script);
  return true;
}
