/**
 * Link-preview images (1200 × 630 PNG) for each template, and the app icons of the web manifest,
 * drawn as SVG and rendered with sharp. Each PNG is cached under .cache/og by the hash of its SVG,
 * so a rebuild with the same brand and labels renders nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { TemplateId } from '../../src/contracts/templates.ts';
import { escapeHtml } from '../../src/contracts/html.ts';
import { token } from './tokens.ts';

const CACHE = path.resolve(import.meta.dirname, '../../.cache/og');
const BRAND_COLOUR = token('--color-brand');
const INK = token('--color-text');
const INDIGO = token('--color-accent-indigo');

/** What each kind of page is called on its preview card. */
export const TEMPLATE_LABELS: Record<TemplateId, string> = {
  'templates/home': 'The all-in-one platform for delightful conversations',
  'templates/pricing': 'Plans and pricing',
  'templates/landing-page': 'Customer support software',
  'templates/company-page': 'Company',
  'templates/job-post': 'Careers: open role',
  'templates/job-description': 'Careers: role description',
  'templates/integration': 'Integrations',
  'templates/integrations-list': 'Apps and integrations',
  'templates/interview-guide': 'Interview guides',
  'templates/blog-post': 'The Supportive blog',
  'templates/posts-landing': 'The Supportive blog',
  'templates/posts-list': 'Articles and webinars',
  'templates/resources-page': 'Guides and tools',
  'templates/signup': 'Start your free trial',
  'templates/login': 'Log in',
  'pages/not-found': 'Page not found',
  'pages/server-error': 'Something went wrong',
  'pages/all-features': 'Every feature',
  'pages/classes': 'Live classes',
  'pages/baa-covered-entity': 'Legal',
  'pages/baa-subcontractor': 'Legal',
  'pages/dei': 'Diversity, equity and inclusion',
  'pages/for-good': 'For good',
  'pages/fundraising-with-purpose': 'Fundraising with purpose',
  'pages/help-desk-staffing-calculator': 'Help desk staffing calculator',
  'pages/interview-builder': 'Interview builder',
  'pages/interview-builder-library': 'Interview question library',
  'pages/product-tour': 'Product tour',
  'pages/referral': 'Referral program',
  'pages/startups': 'For startups',
  'pages/webinar-foundations': 'Webinar series',
  'pages/design-system': 'Design system',
  'pages/search': 'Search the site',
};

/** Breaks a label into lines of at most `width` characters, on spaces. */
function lines(text: string, width: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

export function previewSvg(brand: string, label: string): string {
  const title = lines(label, 26)
    .slice(0, 3)
    .map((line, index) => `<tspan x="96" dy="${index === 0 ? 0 : 84}">${escapeHtml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#f5f8ff"/>
<rect x="0" y="0" width="24" height="630" fill="${BRAND_COLOUR}"/>
<circle cx="1050" cy="520" r="260" fill="${BRAND_COLOUR}" opacity="0.12"/>
<circle cx="1120" cy="120" r="140" fill="${INDIGO}" opacity="0.10"/>
<rect x="96" y="92" width="72" height="72" rx="16" fill="${BRAND_COLOUR}"/>
<path d="M116 112h12v20h16v-20h12v40h-12v-10h-16v10h-12z" fill="#fff"/>
<text x="192" y="142" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="${INK}">${escapeHtml(brand)}</text>
<text x="96" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="68" font-weight="700" fill="${INK}">${title}</text>
</svg>`;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** Renders under way, by hash: two templates with one drawing share one render. */
const rendering = new Map<string, Promise<void>>();

/**
 * Renders the SVG to a PNG of the given width, once per distinct SVG. The file appears whole
 * (renamed into place) and once: copying the temporary file let a second template with the same
 * drawing find the file half-written and publish an empty PNG.
 */
async function cachedPng(svg: string, width: number): Promise<{ file: string; hash: string }> {
  const hash = hashOf(`${width}:${svg}`);
  const file = path.join(CACHE, `${hash}.png`);
  if (!existsSync(file)) {
    let pending = rendering.get(hash);
    if (!pending) {
      pending = (async () => {
        await mkdir(CACHE, { recursive: true });
        const png = await sharp(Buffer.from(svg))
          .resize({ width })
          .png({ compressionLevel: 9, palette: true })
          .toBuffer();
        await writeFile(`${file}.${process.pid}.tmp`, png);
        await rename(`${file}.${process.pid}.tmp`, file);
      })().finally(() => rendering.delete(hash));
      rendering.set(hash, pending);
    }
    await pending;
  }
  return { file, hash };
}

/** Writes one preview image per template into `outDir/og/` and returns each one's site path. */
export async function writePreviewImages(
  outDir: string,
  brand: string,
  templates: readonly TemplateId[],
): Promise<Partial<Record<TemplateId, string>>> {
  await mkdir(path.join(outDir, 'og'), { recursive: true });
  const images: Partial<Record<TemplateId, string>> = {};
  await Promise.all(
    templates.map(async (template) => {
      const { file, hash } = await cachedPng(previewSvg(brand, TEMPLATE_LABELS[template]), 1200);
      const name = `og/${template.replace('/', '-')}-${hash.slice(0, 8)}.png`;
      await copyFile(file, path.join(outDir, name));
      images[template] = `/${name}`;
    }),
  );
  return images;
}

/** The manifest's PNG icons and the apple-touch icon, from the SVG favicon. */
export const ICON_SIZES = { 'icon-192.png': 192, 'icon-512.png': 512, 'apple-touch-icon.png': 180 };

export async function writeIcons(outDir: string, faviconSvgFile: string): Promise<void> {
  const svg = await readFile(faviconSvgFile, 'utf8');
  await Promise.all(
    Object.entries(ICON_SIZES).map(async ([name, size]) => {
      const { file } = await cachedPng(svg, size);
      await copyFile(file, path.join(outDir, name));
    }),
  );
}
