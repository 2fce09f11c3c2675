/** The small legacy script (docs/product.md §2.5): a configured URL, loaded only on three paths. */

/** Paths where the legacy script loads. */
export const LEGACY_SCRIPT_PATHS: readonly string[] = [
  '/',
  '/classes/',
  '/help-desk-staffing-calculator/',
];

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
