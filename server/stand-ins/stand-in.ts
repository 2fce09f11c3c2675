/**
 * Answers for the forms of local stand-ins that have no backend: the login page
 * (`/members/login/`) and the design system's demo form. Without JavaScript the browser posts
 * them here (never a GET, so nothing typed ends up in a URL, a history entry or a referrer).
 * The body is never read: the password is not parsed, echoed, logged or stored.
 */
import { Hono } from 'hono';

export const STAND_IN_ROUTE = '/api/stand-in';

const page = (title: string, message: string, back: string) => `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2933}a{color:#1c5fd6}</style>
<main>
<h1>${title}</h1>
<p>${message}</p>
<p><a href="${back}">Back</a></p>
</main>
</html>
`;

const ANSWERS = {
  login: page(
    'Log in (local stand-in)',
    'This local stand-in for the login page has no accounts: nothing you typed was checked, kept or sent anywhere.',
    '/members/login/',
  ),
  demo: page(
    'Design system demo',
    'This form only demonstrates the design system: nothing you typed was kept or sent anywhere.',
    '/design-system/',
  ),
} as const;

/** `POST /login` and `POST /demo` (mounted at /api/stand-in): a fixed page, nothing stored. */
export function createStandInApp(): Hono {
  const app = new Hono();
  for (const [name, html] of Object.entries(ANSWERS)) {
    app.post(`/${name}`, (c) => {
      c.header('Cache-Control', 'no-store');
      return c.html(html, 200);
    });
  }
  return app;
}
