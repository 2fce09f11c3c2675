/**
 * The studio's Decap CMS configuration (issue 32, points 1–2), generated from the schemas the build
 * validates: every collection's fields come from src/contracts/schemas/ through ./fields.ts. What
 * is written here by hand is only where each kind of content lives (folders, files, formats),
 * which template a new page gets, and the few fields that pick from other content (relations).
 * Node only: served as /admin/config.json (server/studio/) and written by the build.
 */
import { z } from 'zod';
import { imageSchema } from '../contracts/schemas/common.ts';
import { formFileSchema, formsSchema } from '../contracts/schemas/forms.ts';
import { interviewLibrarySchema } from '../contracts/schemas/interview.ts';
import { footerSchema, navigationSchema } from '../contracts/schemas/navigation.ts';
import { basePropsShape, sectionSchema, type SectionContext } from '../contracts/schemas/pages.ts';
import { pricingSchema } from '../contracts/schemas/pricing.ts';
import { settingsSchema } from '../contracts/schemas/settings.ts';
import { TEMPLATE_PROPS, type TemplateId } from '../contracts/templates.ts';
import { pageEntrySchema } from '../content/model.ts';
import {
  objectFields,
  optionalWithin,
  type DecapField,
  type FieldContext,
  type SkippedField,
} from './fields.ts';
import { redirectsCollection } from './redirects-format.ts';
import { BLOCK_COMPONENTS_KEY } from './block-fence.ts';
import { blockComponents, FORMS_COLLECTION, type BlockComponent } from './blocks.ts';

/** Where uploads go, and the URL the site names them by (src/images/resolve.ts). */
export const MEDIA_FOLDER = 'content/images';
export const PUBLIC_FOLDER = '/images';

/** Stands for rich text in the page schemas: in files it is Markdown (src/content/local-source.ts). */
const RICH_TEXT = z.custom<never>(() => true);
const sectionContext: SectionContext = { richText: RICH_TEXT };

/** Image fields the studio leaves out: the build reads the size from the file (src/images/resolve.ts). */
export const IMAGE_SIZE_FROM_FILE = ['width', 'height'];

/** The studio's image field: the upload, its alt text (or decorative), and the generated rest. */
function imageField(
  name: string,
  label: string,
  required: boolean,
  context: FieldContext,
): DecapField {
  const shape = (imageSchema as unknown as { shape: Record<string, z.ZodType> }).shape;
  const rest = objectFields(shape, context, `(image)`, ['src', 'alt', ...IMAGE_SIZE_FROM_FILE]);
  const image: DecapField = {
    name,
    label,
    widget: 'object',
    required,
    collapsed: false,
    summary: '{{fields.src}}',
    fields: [
      {
        name: 'src',
        label: 'Image',
        widget: 'image',
        required: true,
        choose_url: false,
        hint: 'Upload or pick a picture; its size and colour are read from the file.',
      },
      {
        name: 'alt',
        label: 'Alt text',
        widget: 'alt',
        required: true,
        hint: 'What the picture shows, for people who cannot see it. Tick "Decorative" when it adds nothing.',
      },
      ...rest.map((field) => ({ ...field, required: false })),
    ],
  };
  return required
    ? image
    : {
        ...image,
        fields: image.fields
          ?.map(optionalWithin)
          .map((field) =>
            field.name === 'alt' ? { ...field, label: 'Alt text (needed with a picture)' } : field,
          ),
        hint: 'Optional. If you add a picture, it needs alt text (or "Decorative").',
      };
}

function fieldContext(skipped: SkippedField[]): FieldContext {
  const context: FieldContext = { bySchema: new Map(), byPath: new Map(), skipped };
  context.bySchema.set(imageSchema, (name, label, required) =>
    imageField(name, label, required, context),
  );
  context.bySchema.set(RICH_TEXT, (name, label, required) => ({
    name,
    label,
    widget: 'markdown',
    required,
    hint: 'Markdown; a form or a call to action: + (Add component); other blocks go in ```block fences (docs/editing.md).',
  }));
  return context;
}

interface PageFamily {
  name: string;
  label: string;
  folder: string;
  format: 'md' | 'json';
  /** The templates of the family; the first is a new entry's. */
  templates: readonly TemplateId[];
  /** Hint on the path field, with an example. */
  pathExample: string;
  description: string;
  /**
   * One page of one template in a shared folder (the home page): the collection shows only it,
   * offers no new entry, since a second would claim the same address, and no Delete.
   */
  single?: true;
}

/** The page families (issue 32, point 2): where each lives and which templates it has. */
export const PAGE_FAMILIES: readonly PageFamily[] = [
  {
    name: 'blog',
    label: 'Blog posts',
    folder: 'content/pages/blog',
    format: 'md',
    templates: ['templates/blog-post'],
    pathExample: '/blog/my-new-post/',
    description: 'Articles of the blog, listed on /blog/ and its topic pages.',
  },
  {
    name: 'industry',
    label: 'Industry pages',
    folder: 'content/pages/industry',
    format: 'json',
    templates: ['templates/landing-page'],
    pathExample: '/industry/retail/',
    description: 'Landing pages per industry, made of sections.',
  },
  {
    name: 'compare',
    label: 'Compare pages',
    folder: 'content/pages/compare',
    format: 'json',
    templates: ['templates/landing-page'],
    pathExample: '/compare/other-tool/',
    description: 'Harbor compared with another tool.',
  },
  {
    name: 'product',
    label: 'Product pages',
    folder: 'content/pages/product',
    format: 'json',
    templates: ['templates/landing-page'],
    pathExample: '/product/inbox/',
    description: 'One page per product area.',
  },
  {
    name: 'solutions',
    label: 'Solution pages',
    folder: 'content/pages/solutions',
    format: 'json',
    templates: ['templates/landing-page'],
    pathExample: '/solutions/customer-support/',
    description: 'Landing pages per use case.',
  },
  {
    name: 'integrations',
    label: 'Integrations',
    folder: 'content/pages/integrations',
    format: 'md',
    templates: ['templates/integration'],
    pathExample: '/integrations/my-app/',
    description: 'One page per integration, listed on /integrations/.',
  },
  {
    name: 'resources',
    label: 'Resources',
    folder: 'content/pages/resources',
    format: 'md',
    templates: ['templates/resources-page'],
    pathExample: '/resources/guide-name/',
    description: 'Guides, webinars and events.',
  },
  {
    name: 'careers',
    label: 'Jobs',
    folder: 'content/pages/careers',
    format: 'md',
    templates: ['templates/job-post', 'templates/job-description'],
    pathExample: '/careers/support-engineer/',
    description: 'Open positions.',
  },
  {
    name: 'legal',
    label: 'Legal pages',
    folder: 'content/pages/legal',
    format: 'md',
    templates: ['templates/company-page', 'pages/baa-covered-entity', 'pages/baa-subcontractor'],
    pathExample: '/legal/privacy/',
    description: 'Terms, privacy and agreements.',
  },
  {
    name: 'landing',
    label: 'Landing pages',
    folder: 'content/pages',
    format: 'json',
    templates: ['templates/landing-page', 'templates/company-page'],
    pathExample: '/my-campaign/',
    description: 'Campaign and company pages at the top of the site.',
  },
  {
    name: 'home',
    label: 'Home page',
    folder: 'content/pages',
    format: 'json',
    templates: ['templates/home'],
    pathExample: '/',
    description: 'The home page: its headline, rotating words, screenshots and bands.',
    single: true,
  },
];

/** The fields of a page of one family, generated from the entry and props schemas. */
export function pageFields(family: PageFamily, context: FieldContext): DecapField[] {
  const entryShape = (pageEntrySchema as unknown as { shape: Record<string, z.ZodType> }).shape;
  const entry = objectFields(entryShape, context, '', ['template', 'props']).map((field) =>
    field.name === 'path'
      ? { ...field, hint: `The page's address, e.g. ${family.pathExample}` }
      : field,
  );
  const template: DecapField =
    family.templates.length === 1
      ? { name: 'template', label: 'Template', widget: 'hidden', default: family.templates[0] }
      : {
          name: 'template',
          label: 'Template',
          widget: 'select',
          options: [...family.templates],
          default: family.templates[0],
          required: true,
        };
  const kinds = new Set(family.templates.map((id) => TEMPLATE_PROPS[id]));
  const propsShape: Record<string, z.ZodType> = { ...basePropsShape(sectionContext) };
  if (kinds.has('sections'))
    propsShape.sections = z.array(sectionSchema(sectionContext)).default([]);
  if (family.format === 'json') {
    const props = objectFields(propsShape, context, 'props');
    return [
      ...entry.slice(0, 1),
      template,
      ...entry.slice(1),
      { name: 'props', label: 'Content', widget: 'object', collapsed: false, fields: props },
    ];
  }
  // In Markdown the heading and intro default to the title and description, and the body is the
  // text below the frontmatter.
  // A new post is dated today (Decap's '{{now}}'): the blog lists posts newest first, and an
  // undated post would sink to its last page.
  const props = objectFields(propsShape, context, '', ['body']).map((field) =>
    field.name === 'heading' || field.name === 'intro'
      ? {
          ...field,
          required: false,
          hint: `Leave empty to use the ${field.name === 'heading' ? 'title' : 'description'}.`,
        }
      : field.name === 'date' && family.name === 'blog'
        ? {
            ...field,
            default: '{{now}}',
            hint: 'Today for a new post; the blog lists posts newest first.',
          }
        : field,
  );
  return [
    ...entry.slice(0, 1),
    template,
    ...entry.slice(1),
    ...props,
    {
      name: 'body',
      label: 'Body',
      widget: 'markdown',
      required: false,
      hint: 'The text of the page. A form or a call to action: + (Add component), then pick the form. Other blocks (tables, videos) go in ```block fences: see docs/editing.md.',
    },
  ];
}

function fileCollection(
  name: string,
  label: string,
  file: string,
  schema: z.ZodType,
  context: FieldContext,
  description: string,
): Record<string, unknown> {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return {
    name,
    label,
    description,
    editor: { preview: false },
    files: [{ name, label, file, fields: objectFields(shape, context, name) }],
  };
}

export interface StudioBackend {
  /** local: the decap-server proxy on this machine; github: pull requests on the repository. */
  kind: 'local' | 'github';
  /** The proxy's URL (local), e.g. http://127.0.0.1:8081/api/v1. */
  proxyUrl?: string;
  /** owner/name (github). */
  repo?: string;
  branch?: string;
  /** Origin of the OAuth provider that hands GitHub tokens to the studio (github). */
  authBaseUrl?: string;
  siteUrl?: string;
}

export interface StudioConfig {
  config: Record<string, unknown>;
  skipped: SkippedField[];
}

/**
 * The Forms collection (issue 32, point 5): one entry per file of content/forms/, its fields
 * generated from the form file schema, so adding a form or a field is adding an entry or a list
 * item, never code.
 */
function formsCollection(context: FieldContext): Record<string, unknown> {
  const shape = (formFileSchema as unknown as { shape: Record<string, z.ZodType> }).shape;
  return {
    name: FORMS_COLLECTION,
    label: 'Forms',
    label_singular: 'Form',
    description:
      'Every form of the site: its fields, its button, what a visitor sees once it is sent, and who is emailed. Pages pick a form by its name.',
    folder: 'content/forms',
    extension: 'json',
    format: 'json',
    create: true,
    identifier_field: 'name',
    slug: '{{slug}}',
    summary: '{{name}} · {{submitText}}',
    editor: { preview: false },
    fields: objectFields(shape, context, FORMS_COLLECTION).map((field) =>
      field.name === 'fields' ? { ...field, summary: '{{fields.label}} ({{fields.type}})' } : field,
    ),
  };
}

/** Interview questions and roles pick competencies and roles defined in the same file. */
function interviewRelations(context: FieldContext): void {
  const relation = (valueField: string) => (name: string, label: string, required: boolean) => ({
    name,
    label,
    widget: 'relation',
    required,
    collection: 'interview',
    file: 'interview',
    value_field: valueField,
    search_fields: [valueField.replace(/id$/, 'name')],
    display_fields: [valueField.replace(/id$/, 'name')],
  });
  context.byPath.set('interview.questions.*.competency', relation('competencies.*.id'));
  context.byPath.set('interview.roles.*.competencies.*', relation('competencies.*.id'));
  context.byPath.set('interview.questions.*.roles.*', relation('roles.*.id'));
}

/** The whole configuration CMS.init receives. */
export function studioConfig(backend: StudioBackend): StudioConfig {
  const skipped: SkippedField[] = [];
  const context = fieldContext(skipped);
  interviewRelations(context);
  const collections: Record<string, unknown>[] = PAGE_FAMILIES.map((family) => ({
    name: family.name,
    label: family.label,
    description: family.description,
    folder: family.folder,
    extension: family.format,
    format: family.format === 'md' ? 'frontmatter' : 'json',
    create: true,
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{title}} · {{path}}',
    ...(family.name === 'landing'
      ? { filter: { field: 'template', value: 'templates/landing-page' } }
      : {}),
    ...(family.single
      ? // Neither a second home page nor none: the site's address / always has its page.
        { filter: { field: 'template', value: family.templates[0] }, create: false, delete: false }
      : {}),
    fields: pageFields(family, context),
  }));
  collections.push(
    fileCollection(
      'settings',
      'Settings',
      'content/settings.json',
      settingsSchema,
      context,
      'Brand, hosts, trial length and figures shown across the site.',
    ),
    fileCollection(
      'navigation',
      'Navigation',
      'content/navigation.json',
      navigationSchema({ icon: () => null as never }),
      context,
      'The header menu and its drawers.',
    ),
    fileCollection(
      'footer',
      'Footer',
      'content/footer.json',
      footerSchema,
      context,
      'Footer columns, social links and tagline.',
    ),
    fileCollection(
      'pricing',
      'Pricing',
      'content/pricing.json',
      pricingSchema,
      context,
      'Plans, prices and the annual saving: pages read them from here.',
    ),
    formsCollection(context),
    fileCollection(
      'formProvider',
      'Form provider',
      'content/forms.json',
      formsSchema,
      context,
      'The HubSpot account every form posts to.',
    ),
    fileCollection(
      'interview',
      'Interview questions',
      'content/interview-questions.yaml',
      interviewLibrarySchema,
      context,
      'The interview builder’s competencies, roles and questions.',
    ),
    redirectsCollection,
  );
  // The blocks that pick a form, as components of the Markdown editor (./blocks.ts); main.tsx
  // registers them and keeps this key from Decap, which knows no such setting.
  const components: BlockComponent[] = blockComponents(context);
  const backendConfig =
    backend.kind === 'local'
      ? { name: 'proxy', proxy_url: backend.proxyUrl, branch: backend.branch ?? 'main' }
      : {
          name: 'github',
          repo: backend.repo,
          branch: backend.branch ?? 'main',
          ...(backend.authBaseUrl ? { base_url: backend.authBaseUrl } : {}),
        };
  return {
    skipped,
    config: {
      load_config_file: false,
      backend: backendConfig,
      ...(backend.kind === 'github' ? { publish_mode: 'editorial_workflow' } : {}),
      ...(backend.siteUrl ? { site_url: backend.siteUrl, display_url: backend.siteUrl } : {}),
      media_folder: MEDIA_FOLDER,
      public_folder: PUBLIC_FOLDER,
      locale: 'en',
      collections,
      [BLOCK_COMPONENTS_KEY]: components,
    },
  };
}
