/**
 * A stand-in of Contentful's Content Management API on 127.0.0.1, for the tests of
 * `contentful:setup` and `contentful:import`: content types, editor interfaces, entries and assets
 * of one environment, kept in memory, with versions as the real API checks them
 * (X-Contentful-Version). Over HTTPS when given a certificate: contentful-migration only speaks
 * https:// to its host.
 */
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

interface Resource {
  sys: Record<string, unknown> & { id: string; version: number; publishedVersion?: number };
  [key: string]: unknown;
}

export interface CmaStandIn {
  /** host:port, as CONTENTFUL_MANAGEMENT_HOST takes it. */
  host: string;
  contentTypes: Map<string, Resource>;
  editorInterfaces: Map<string, Resource>;
  entries: Map<string, Resource>;
  assets: Map<string, Resource>;
  /** Bytes received through the Upload API, by upload id. */
  uploads: Map<string, Buffer>;
  /** Every request, `METHOD path`, in order. */
  requests: string[];
  close: () => Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/vnd.contentful.management.v1+json' });
  res.end(JSON.stringify(body));
};

const notFound = (res: ServerResponse, id: string) =>
  json(res, 404, {
    sys: { type: 'Error', id: 'NotFound' },
    message: 'The resource could not be found.',
    details: { id },
  });

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startCmaStandIn(
  options: { space?: string; token?: string; tls?: { key: string; cert: string } } = {},
): Promise<CmaStandIn> {
  const space = options.space ?? 'space1';
  const token = options.token ?? 'cma-token';
  const contentTypes = new Map<string, Resource>();
  const editorInterfaces = new Map<string, Resource>();
  const entries = new Map<string, Resource>();
  const assets = new Map<string, Resource>();
  const requests: string[] = [];
  const uploads = new Map<string, Buffer>();
  const collections: Record<string, Map<string, Resource>> = {
    content_types: contentTypes,
    entries,
    assets,
  };
  const typeNames: Record<string, string> = {
    content_types: 'ContentType',
    entries: 'Entry',
    assets: 'Asset',
  };

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    requests.push(`${method} ${url.pathname}`);
    if (req.headers.authorization !== `Bearer ${token}`)
      return json(res, 401, {
        sys: { type: 'Error', id: 'AccessTokenInvalid' },
        message: 'The access token you sent could not be found or is invalid.',
      });
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] !== 'spaces' || parts[1] !== space) return notFound(res, parts[1] ?? '');
    if (parts.length === 2)
      return json(res, 200, { sys: { id: space, type: 'Space' }, name: 'Stand-in' });
    const isUpload =
      parts[2] === 'uploads' || (parts[2] === 'environments' && parts[4] === 'uploads');
    if (isUpload && method === 'POST' && parts.length <= 5) {
      // The Upload API (upload.contentful.com, per space or environment): the bytes, kept until an asset is processed.
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const id = `upload${uploads.size + 1}`;
      uploads.set(id, Buffer.concat(chunks));
      return json(res, 201, { sys: { id, type: 'Upload' } });
    }
    if (parts[2] !== 'environments' || !parts[3]) return notFound(res, url.pathname);
    const environment = parts[3];
    if (parts.length === 4)
      return json(res, 200, { sys: { id: environment, type: 'Environment' }, name: environment });
    const [kind, id, sub, subSub] = parts.slice(4);
    if (kind === 'locales')
      return json(res, 200, {
        items: [
          { code: 'en-US', default: true, name: 'English (United States)', sys: { id: 'l1' } },
        ],
        total: 1,
      });
    if (kind === 'editor_interfaces' && !id) {
      const items = [...editorInterfaces.values()];
      return json(res, 200, { sys: { type: 'Array' }, items, total: items.length });
    }
    const collection = kind ? collections[kind] : undefined;
    if (!collection) {
      // Anything else a tool may ask (tags, entries of a type for transforms): nothing there.
      if (method === 'GET') return json(res, 200, { sys: { type: 'Array' }, items: [], total: 0 });
      return notFound(res, url.pathname);
    }
    if (!id) {
      if (method !== 'GET') return notFound(res, url.pathname);
      let items = [...collection.values()];
      const ids = url.searchParams.get('sys.id[in]');
      if (ids) items = items.filter((item) => ids.split(',').includes(item.sys.id));
      return json(res, 200, {
        sys: { type: 'Array' },
        items,
        total: items.length,
        skip: 0,
        limit: 1000,
      });
    }
    if (kind === 'content_types' && sub === 'editor_interface') {
      const current = editorInterfaces.get(id) ?? {
        sys: { id: 'default', type: 'EditorInterface', version: 1, contentType: { sys: { id } } },
        controls: [],
      };
      if (method === 'GET') return json(res, 200, current);
      const body = await bodyOf(req);
      const next = {
        ...current,
        ...body,
        sys: { ...current.sys, version: current.sys.version + 1 },
      };
      editorInterfaces.set(id, next as Resource);
      return json(res, 200, next);
    }
    const current = collection.get(id);
    if (sub === 'published') {
      if (!current) return notFound(res, id);
      if (method === 'PUT') current.sys.publishedVersion = current.sys.version;
      else delete current.sys.publishedVersion;
      current.sys.version += 1;
      return json(res, 200, current);
    }
    if (sub === 'files' && subSub) {
      // Asset processing: the upload URL becomes the file's url.
      if (!current) return notFound(res, id);
      const files = (current.fields as { file?: Record<string, Record<string, unknown>> }).file;
      for (const file of Object.values(files ?? {})) {
        const from = (file.uploadFrom as { sys?: { id?: string } } | undefined)?.sys?.id;
        const bytes = from ? uploads.get(from) : undefined;
        if (!bytes)
          return json(res, 422, {
            sys: { type: 'Error', id: 'ValidationFailed' },
            message: 'no upload',
          });
        file.url = `//assets.stand-in/${id}/${String(file.fileName)}`;
        file.details = { size: bytes.length };
        delete file.uploadFrom;
      }
      current.sys.version += 1;
      return res.writeHead(204).end();
    }
    if (method === 'GET') return current ? json(res, 200, current) : notFound(res, id);
    if (method === 'DELETE') {
      collection.delete(id);
      return res.writeHead(204).end();
    }
    if (method !== 'PUT') return notFound(res, url.pathname);
    const version = Number(req.headers['x-contentful-version'] ?? 0);
    if (current && version !== current.sys.version)
      return json(res, 409, {
        sys: { type: 'Error', id: 'VersionMismatch' },
        message: `version ${version} is not the current version ${current.sys.version}`,
      });
    const body = await bodyOf(req);
    const contentType =
      kind === 'entries'
        ? {
            sys: {
              type: 'Link',
              linkType: 'ContentType',
              id: String(req.headers['x-contentful-content-type'] ?? ''),
            },
          }
        : undefined;
    const next: Resource = {
      ...body,
      sys: {
        ...(current?.sys ?? { id, type: typeNames[kind as string], version: 0 }),
        ...(contentType && !current ? { contentType } : {}),
        version: (current?.sys.version ?? 0) + 1,
      },
    };
    collection.set(id, next);
    return json(res, current ? 200 : 201, next);
  };

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    handler(req, res).catch((error: unknown) =>
      json(res, 500, { sys: { type: 'Error', id: 'ServerError' }, message: String(error) }),
    );
  };
  const server = options.tls
    ? createHttpsServer(options.tls, listener)
    : createHttpServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    contentTypes,
    editorInterfaces,
    entries,
    assets,
    uploads,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
