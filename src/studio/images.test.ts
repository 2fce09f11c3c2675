import { describe, expect, test } from 'vitest';
import { draftAssetName, draftAssets, type AssetProxy } from './images.ts';

/** Decap's getAsset as it behaves (decap-cms-core actions/media.ts): `/…` is a public URL. */
function decapGetAsset(medias: Record<string, AssetProxy>) {
  const asked: string[] = [];
  const getAsset = (path: string): AssetProxy => {
    asked.push(path);
    if (path.startsWith('/')) return { path, fileObj: undefined, toBase64: async () => 'url' };
    return (
      medias[`content/images/${path}`] ?? {
        path: 'empty.svg',
        fileObj: new File(['<svg/>'], 'empty.svg'),
        toBase64: async () => 'PHN2Zy8+',
      }
    );
  };
  return { getAsset, asked };
}

const upload = (name: string, base64: string): AssetProxy => ({
  path: `content/images/${name}`,
  fileObj: new File(['x'], name),
  toBase64: async () => base64,
});

describe('draftAssetName', () => {
  test('given a picture in /images/, should give its name in the media folder', () => {
    expect(draftAssetName('/images/harbor-lighthouse.png')).toBe('harbor-lighthouse.png');
  });

  test('given a path outside /images/ or in a subfolder, should give nothing', () => {
    expect(draftAssetName('https://example.com/a.png')).toBeUndefined();
    expect(draftAssetName('/images/sub/a.png')).toBeUndefined();
    expect(draftAssetName('/images/..')).toBeUndefined();
  });
});

describe('draftAssets', () => {
  test('given an upload not saved yet, should send its bytes under its public path', async () => {
    const { getAsset, asked } = decapGetAsset({
      'content/images/new.png': upload('new.png', 'AAAA'),
    });
    const data = { title: 'T', image: { src: '/images/new.png', alt: 'A new picture' } };
    expect(await draftAssets(data, getAsset)).toEqual([
      { path: '/images/new.png', base64: 'AAAA' },
    ]);
    expect(asked).toEqual(['new.png']);
  });

  test('given a saved picture (URL only) or one still loading (placeholder), should send nothing', async () => {
    const { getAsset } = decapGetAsset({
      'content/images/saved.png': { path: 'content/images/saved.png', toBase64: async () => 'B' },
    });
    const data = {
      blocks: [{ image: { src: '/images/saved.png' } }, { image: { src: '/images/loading.png' } }],
    };
    expect(await draftAssets(data, getAsset)).toEqual([]);
  });
});
