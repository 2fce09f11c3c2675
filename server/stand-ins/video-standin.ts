/**
 * The video host's stand-in (the video host's embedded default, docs/product.md §7.3), mounted at /_video:
 * the player script defines `window.Wistia` and fills each `.wistia_async_{id}` element with a
 * placeholder player; the data script of a video gives its aspect ratio (16/9, or 1 for ids
 * ending in `-square`). With VIDEO_HOST set, the site uses the real host instead.
 */
import { Hono } from 'hono';

const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;

const PLAYER_SCRIPT = `(function () {
  if (window.Wistia) return;
  window.Wistia = { standIn: true };
  function upgrade() {
    document.querySelectorAll('[class*="wistia_async_"]').forEach(function (el) {
      if (el.getAttribute('data-player')) return;
      var match = /wistia_async_([A-Za-z0-9_-]+)/.exec(el.className);
      el.setAttribute('data-player', 'stand-in');
      var p = document.createElement('p');
      p.textContent = 'Stand-in player: ' + (match ? match[1] : '');
      el.appendChild(p);
    });
  }
  upgrade();
  setInterval(upgrade, 100);
})();
`;

export function createVideoStandIn(): Hono {
  const app = new Hono();
  const js = (body: string) =>
    new Response(body, {
      headers: {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=300',
      },
    });
  app.get('/assets/external/E-v1.js', () => js(PLAYER_SCRIPT));
  app.get('/embed/medias/:file', (c) => {
    const id = c.req.param('file').replace(/\.jsonp$/, '');
    if (!VIDEO_ID.test(id)) return c.text('Unknown video', 404);
    const aspectRatio = id.endsWith('-square') ? 1 : 16 / 9;
    const key = JSON.stringify(`wistiajsonp-/embed/medias/${id}.jsonp`);
    return js(`window[${key}] = ${JSON.stringify({ media: { hashedId: id, aspectRatio } })};\n`);
  });
  return app;
}
