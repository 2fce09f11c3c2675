/** Images in an entry's data that have a picture but no alt text (nor "" for decorative). */
export function imagesMissingAlt(value: unknown): number {
  if (Array.isArray(value))
    return value.reduce((sum: number, item) => sum + imagesMissingAlt(item), 0);
  if (typeof value !== 'object' || value === null) return 0;
  const record = value as Record<string, unknown>;
  const own =
    typeof record.src === 'string' && record.src !== '' && typeof record.alt !== 'string' ? 1 : 0;
  return Object.values(record).reduce((sum: number, child) => sum + imagesMissingAlt(child), own);
}

export interface AssetProxy {
  /** Where Decap keeps it: `content/images/<name>` for an upload. */
  path?: string;
  fileObj?: File;
  toBase64?: () => Promise<string>;
}

/** Decap's asset of a media-folder name (the preview's getAsset): an upload not saved yet carries its file. */
export type GetAsset = (path: string) => AssetProxy | Promise<AssetProxy>;

/** `/images/…` paths of the entry's images. */
function imagePaths(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => imagePaths(item, found));
  else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value)) {
      if (key === 'src' && typeof child === 'string' && child.startsWith('/images/'))
        found.add(child);
      else imagePaths(child, found);
    }
  return found;
}

/**
 * The name Decap keeps an upload of `/images/…` under. Decap treats a path starting with `/` as a
 * public URL and answers it with a bare proxy of that URL, never the upload: an upload not saved
 * yet is only found by its name in the media folder (Decap resolves that to `content/images/…`).
 */
export function draftAssetName(publicPath: string): string | undefined {
  const name = /^\/images\/([^/]+)$/.exec(publicPath)?.[1];
  return name && !name.startsWith('.') ? name : undefined;
}

/** Uploads of this entry not saved yet, so the preview can show them with their real size. */
export async function draftAssets(data: unknown, getAsset: GetAsset) {
  const assets: { path: string; base64: string }[] = [];
  for (const path of imagePaths(data)) {
    const name = draftAssetName(path);
    if (!name) continue;
    const asset = await getAsset(name);
    // Only an upload carries its file: a saved picture's proxy has a URL only, and one still
    // loading is Decap's placeholder (empty.svg), whose file must not stand in for the picture.
    if (asset?.fileObj && asset.toBase64 && asset.path?.endsWith(`/${name}`))
      assets.push({ path, base64: await asset.toBase64() });
  }
  return assets;
}
