import { describe, expect, it } from 'vitest';
import { studioRoutes } from './studio.ts';

const routes = studioRoutes({
  backend: { kind: 'local', proxyUrl: 'http://127.0.0.1:1/api/v1' },
  script: '/admin/studio.js',
});

describe('studioRoutes', () => {
  it("given a picture's public path, should send the picker to its thumbnail on the image service", async () => {
    const response = await routes.request('/images/posts/shared-inbox-basics.png');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/_img/posts/shared-inbox-basics.png?w=480&fit=max&auto=format',
    );
  });

  it('given a path that leaves the images folder, should not redirect it', async () => {
    expect((await routes.request('/images/posts/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await routes.request('/images/.hidden.png')).status).toBe(404);
  });
});
