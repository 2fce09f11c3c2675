/**
 * The audit's reference page: what a static site without JavaScript would serve for a landing
 * page's first screen (a header link, a heading, a sentence, a call to action, inline styles; no
 * script, no image, no web font). Lighthouse measures it beside the audited pages, so their figures
 * can be read against what this machine allows at all. On the virtual machine of 2026-11-28 it
 * scored performance 100 (FCP and LCP 0.65–0.68 s, TBT 1–25 ms) while the site's four audited
 * pages scored 84–91 (LCP 2.4–3.2 s): the difference is the site's. It is served with no header
 * but its type: the site's Cross-Origin-Opener-Policy alone made it 0.1–0.2 s slower to paint
 * there (docs/benchmarks.md, issue 37).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference page</title>
<meta name="description" content="A page without JavaScript that the audit measures beside the site's.">
<style>body{margin:0;padding:1rem;font-family:system-ui,sans-serif;line-height:1.5;color:#1a1d24}h1{font-size:2rem;line-height:1.2}a{color:#2451c7}</style>
</head>
<body>
<header><a href="/">Harbor</a></header>
<main>
<h1>The all-in-one platform for delightful conversations</h1>
<p>Harbor brings your shared inbox, help center, live chat, automation, AI and analytics together so every customer gets a great answer.</p>
<p><a href="/signup/">Start free trial</a></p>
</main>
</body>
</html>
`;

/** Serves the reference page at every path on 127.0.0.1; resolves with its address and server. */
export async function serveReferencePage(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    response.writeHead(request.url === '/favicon.ico' ? 404 : 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    response.end(request.url === '/favicon.ico' ? '' : REFERENCE_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}
