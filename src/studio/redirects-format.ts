/**
 * content/redirects.json in the studio (docs/deployment.md, "Redirects"). Decap edits an object
 * at a file's root, never a list (decaporg/decap-cms#531), and its select widget saves strings:
 * this format shows the file's list as the `redirects` field of one object, with each status as
 * '301' or '302', and writes back the bare list with numeric statuses, so the file stays the one
 * the build, nginx, the preview server and the Cloudflare middleware read. The build checks every
 * entry (a missing page or a loop fails it), so nothing here validates beyond the field patterns.
 */

export const REDIRECTS_FORMAT = 'redirects-json';
export const REDIRECTS_FILE = 'content/redirects.json';

interface StudioRedirect {
  from?: unknown;
  to?: unknown;
  status?: unknown;
}

/** The file as the studio's form sees it. */
export function redirectsFromFile(text: string): { redirects: StudioRedirect[] } {
  const list: unknown = text.trim() === '' ? [] : JSON.parse(text);
  if (!Array.isArray(list)) throw new Error(`${REDIRECTS_FILE} must hold a list of redirects`);
  return {
    redirects: list.map((entry: StudioRedirect) => ({ ...entry, status: String(entry.status) })),
  };
}

/** The form's data as the file holds it: a list, statuses as numbers. */
export function redirectsToFile(data: { redirects?: StudioRedirect[] | null }): string {
  const list = (data.redirects ?? []).map(({ from, to, status }) => ({
    from,
    to,
    status: Number(status ?? 301),
  }));
  return `${JSON.stringify(list, null, 2)}\n`;
}

/** The studio's collection of the one file. */
export const redirectsCollection = {
  name: 'redirects',
  label: 'Redirects',
  description:
    'Old URL → new URL. The build fails on a redirect to a missing page or a loop; /404/ and /500/ cannot be redirected.',
  format: REDIRECTS_FORMAT,
  editor: { preview: false },
  files: [
    {
      name: 'redirects',
      label: 'Redirects',
      file: REDIRECTS_FILE,
      fields: [
        {
          name: 'redirects',
          label: 'Redirects',
          label_singular: 'redirect',
          widget: 'list',
          required: false,
          // Without it Decap starts the list with one empty item (the status has a default).
          default: [],
          summary: '{{fields.from}} → {{fields.to}} ({{fields.status}})',
          fields: [
            {
              name: 'from',
              label: 'Old path',
              widget: 'string',
              required: true,
              pattern: ["^/[A-Za-z0-9._~!&'()+,;=@/-]*$", 'a path on this site such as /old-page/'],
            },
            {
              name: 'to',
              label: 'New page or URL',
              widget: 'string',
              required: true,
              hint: 'a page of this site such as /pricing/, or an http(s) URL',
              pattern: ['^(/|https?://)', 'a path such as /pricing/ or an http(s) URL'],
            },
            {
              name: 'status',
              label: 'Status',
              widget: 'select',
              required: true,
              default: '301',
              options: [
                { label: '301: moved for good', value: '301' },
                { label: '302: moved for now', value: '302' },
              ],
            },
          ],
        },
      ],
    },
  ],
};
