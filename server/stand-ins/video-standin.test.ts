import { describe, expect, it } from 'vitest';
import { createVideoStandIn } from './video-standin.ts';

describe('video host stand-in', () => {
  const app = createVideoStandIn();

  it('given the player script, should define the player global', async () => {
    const response = await app.request('/assets/external/E-v1.js');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(await response.text()).toContain('window.Wistia = { standIn: true }');
  });

  it('given a video id, should answer its data script with the aspect ratio', async () => {
    const wide = await (await app.request('/embed/medias/abc.jsonp')).text();
    expect(wide).toContain('window["wistiajsonp-/embed/medias/abc.jsonp"]');
    expect(wide).toContain(`"aspectRatio":${16 / 9}`);
    expect(await (await app.request('/embed/medias/tour-square.jsonp')).text()).toContain(
      '"aspectRatio":1',
    );
  });

  it('given an id that is not one, should answer 404 without echoing it', async () => {
    const response = await app.request('/embed/medias/%22%5D%3Balert(1)%2F%2F.jsonp');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('alert');
  });
});
