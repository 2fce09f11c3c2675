/**
 * The cookie banner and preferences dialog (issue 36): plain DOM and a native <dialog>, its own
 * chunk, loaded by start.ts only where consent is required and no choice is made, or when a
 * visitor opens "Cookie settings". Not React's ui/Modal: mounting a React root and the Modal
 * component would cost more than this whole file, and <dialog> gives the modal focus trap,
 * Escape and the return of focus to the opener natively.
 *
 * The banner overlays the page (fixed, never pushes content: no layout shift) and does not take
 * focus; it is the first thing in the document, so keyboard and screen-reader users reach it
 * first. Accept all and Reject all look the same.
 */
import {
  categoryOf,
  CHOICE_DAYS,
  CONSENT_COOKIE,
  consentFrom,
  POLICY_VERSION,
  type Category,
  type Choice,
} from './categories.ts';
import { COOKIE, createBrowserCookieJar, heldCookies } from '../tracking/cookies.ts';
import { createBrowserStorage, heldStorage, STORAGE_KEY } from '../tracking/storage.ts';

/** The choice is kept 6 months (183 days). */
export const CHOICE_MAX_AGE_MS = CHOICE_DAYS * 24 * 60 * 60 * 1000;

export function serializeChoice(choice: Choice): string {
  const flag = (on: boolean) => (on ? '1' : '0');
  return `v=${choice.version}&a=${flag(choice.analytics)}&m=${flag(choice.marketing)}&id=${choice.id}&t=${choice.at}`;
}

/**
 * The site settings the banner reads, passed on as they are (start.ts hands over the settings
 * object, which costs every page less than picking fields out of it).
 */
export interface BannerOptions {
  /** The Google tag configured (`googleTagId`): each choice sends its update. */
  consent?: { googleTagId?: string | null };
  /**
   * The services' origin when it is not the site's (a static host: `events`, from
   * EVENTS_ENDPOINT): the proof record goes where the page views go.
   */
  services?: { events?: string | null } | null;
}

const POLICY_URL = '/company/legal/privacy/#cookies-and-storage';

const CSS = `.hc-b,.hc-d{font:16px/1.5 var(--font-sans,system-ui,sans-serif);color:var(--color-ink,#0b1b33)}
.hc-b{position:fixed;z-index:1000;left:16px;right:16px;bottom:16px;max-width:1040px;margin:0 auto;box-sizing:border-box;padding:20px 24px;background:var(--color-surface,#fff);border:1px solid var(--color-border,#d7dce5);border-radius:12px;box-shadow:0 12px 40px rgb(11 27 51/.18);display:flex;flex-wrap:wrap;gap:12px 32px;align-items:center}
.hc-b h2,.hc-d h2{margin:0 0 4px;font-size:18px;line-height:1.3}.hc-b p,.hc-d p{margin:0;font-size:15px}
.hc-t{flex:1 1 420px}.hc-a{display:flex;flex-wrap:wrap;gap:8px;flex:0 1 auto}
.hc-a button{min-height:44px;padding:0 20px;border-radius:8px;font-family:inherit;font-size:15px;font-weight:600;line-height:1;white-space:nowrap;cursor:pointer;border:2px solid var(--color-ink,#0b1b33)}
.hc-p{background:var(--color-ink,#0b1b33);color:#fff;flex:1 1 0}.hc-s{background:transparent;color:inherit}
.hc-a button:focus-visible,.hc-d input:focus-visible,.hc-x:focus-visible{outline:3px solid var(--color-focus,#4176fa);outline-offset:2px}
.hc-b a,.hc-d a{color:inherit}
.hc-d{width:min(560px,calc(100vw - 32px));box-sizing:border-box;padding:24px;border:0;border-radius:12px;background:var(--color-surface,#fff)}
.hc-d::backdrop{background:rgb(11 27 51/.5)}
.hc-d fieldset{border:0;border-top:1px solid var(--color-border,#d7dce5);margin:12px 0 0;padding:12px 0 0}
.hc-d label{display:flex;gap:10px;align-items:center;font-weight:600}.hc-d input{width:20px;height:20px;margin:0}
.hc-d fieldset p{margin:4px 0 0 30px;color:var(--color-text-muted,#4a5568)}
.hc-d .hc-a{margin-top:20px}.hc-x{position:absolute;top:12px;right:12px;width:44px;height:44px;border:0;background:none;font-size:24px;cursor:pointer;color:inherit;border-radius:8px}
@media (max-width:600px){.hc-b{left:8px;right:8px;bottom:8px;padding:16px}.hc-a{flex:1 1 100%}.hc-a button{flex:1 1 40%}}`;

const CATEGORIES: [Category, string, string][] = [
  [
    'necessary',
    'Necessary',
    'Keep the site working and remember your privacy choices. Always on; they hold no tracking information.',
  ],
  [
    'analytics',
    'Analytics',
    'Count page views with a random visitor id, so we learn which pages help. Kept on our own servers.',
  ],
  [
    'marketing',
    'Marketing',
    'Remember which search, site or campaign brought you, so we can credit campaigns and partners when you sign up.',
  ],
];

let banner: HTMLElement | null = null;
let dialog: HTMLDialogElement | null = null;

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & Record<string, unknown> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(doc.createElement(tag), props);
  node.append(...children);
  return node;
}

function addStyles(doc: Document): void {
  if (doc.getElementById('hc-css')) return;
  doc.head.append(element(doc, 'style', { id: 'hc-css', textContent: CSS }));
}

/** Candidate domains, widest first, then host-only (''): as the tracking cookies are set. */
function domains(host: string): string[] {
  const labels = host.split('.');
  const wide =
    /^[\d.]+$|:/.test(host) || labels.length < 2
      ? []
      : labels
          .slice(0, -1)
          .map((_, index) => labels.slice(index).join('.'))
          .toReversed();
  return [...wide, ''];
}

const attributes = (win: Window, domain: string) =>
  `; Path=/; SameSite=Lax${domain ? `; Domain=${domain}` : ''}${win.location.protocol === 'https:' ? '; Secure' : ''}`;

/** Sets the choice cookie on the widest domain the browser accepts (so the app host sees it). */
function writeChoice(win: Window, value: string): void {
  const doc = win.document;
  for (const domain of domains(win.location.hostname)) {
    doc.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${CHOICE_MAX_AGE_MS / 1000}${attributes(win, domain)}`;
    if (consentFrom(doc.cookie).choice) return;
  }
}

/** Deletes every cookie and storage key of the categories the visitor does not allow. */
function withdraw(win: Window, choice: Choice): void {
  for (const name of new Set([...Object.values(COOKIE), ...Object.values(STORAGE_KEY)])) {
    const category = categoryOf(name);
    if (category === 'necessary' || choice[category]) continue;
    for (const domain of domains(win.location.hostname))
      win.document.cookie = `${name}=; Max-Age=0${attributes(win, domain)}`;
    try {
      win.localStorage.removeItem(name);
    } catch {
      // Storage blocked: nothing was stored.
    }
  }
}

function randomId(win: Window): string {
  const bytes = win.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * What the page view held in memory (src/tracking/cookies.ts, storage.ts) is written now where the
 * choice allows it, and forgotten where not: the adapters check the choice cookie just written.
 */
function writeHeld(win: Window): void {
  const cookies = [...heldCookies];
  const keys = [...heldStorage];
  heldCookies.clear();
  heldStorage.clear();
  const jar = createBrowserCookieJar(win);
  for (const [name, { value, maxAgeMs }] of cookies) jar.write(name, value, { maxAgeMs });
  const storage = createBrowserStorage(win);
  for (const [key, value] of keys) storage.set(key, value);
  heldCookies.clear();
  heldStorage.clear();
}

/** Saves a choice: cookie, proof record, held attribution written or dropped, others deleted. */
export function choose(
  win: Window,
  granted: { analytics: boolean; marketing: boolean },
  options: BannerOptions = {},
): Choice {
  const previous = consentFrom(win.document.cookie).choice;
  const choice: Choice = {
    version: POLICY_VERSION,
    ...granted,
    id: previous?.id ?? randomId(win),
    at: Math.floor(Date.now() / 1000),
  };
  writeChoice(win, serializeChoice(choice));
  withdraw(win, choice);
  void win
    .fetch(`${options.services?.events ?? ''}/api/consent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id: choice.id,
        version: choice.version,
        analytics: choice.analytics,
        marketing: choice.marketing,
      }),
      keepalive: true,
    })
    .catch(() => undefined);
  closeBanner(win);
  dialog?.close();
  writeHeld(win);
  if (options.consent?.googleTagId)
    void import('./google.ts').then((google) => google.updateGoogleTag(win, choice));
  return choice;
}

function closeBanner(win: Window): void {
  if (!banner) return;
  const hadFocus = banner.contains(win.document.activeElement);
  banner.remove();
  banner = null;
  if (hadFocus) win.document.getElementById('main')?.focus({ preventScroll: true });
}

function actions(win: Window, options: BannerOptions, extra: HTMLButtonElement): HTMLElement {
  const doc = win.document;
  const button = (text: string, on: boolean) => {
    const node = element(doc, 'button', { type: 'button', className: 'hc-p', textContent: text });
    node.addEventListener('click', () => choose(win, { analytics: on, marketing: on }, options));
    return node;
  };
  return element(
    doc,
    'div',
    { className: 'hc-a' },
    button('Reject all', false),
    button('Accept all', true),
    extra,
  );
}

/**
 * Shows the banner (once) at the top of the page, right after the skip link: the skip link stays
 * the first thing Tab reaches and the first link of the page (which is how assistive technology
 * and axe know it for one), and the banner comes next, before the header.
 */
export function showBanner(win: Window, options: BannerOptions = {}): HTMLElement {
  if (banner) return banner;
  const doc = win.document;
  addStyles(doc);
  const preferences = element(doc, 'button', {
    type: 'button',
    className: 'hc-s',
    textContent: 'Preferences',
  });
  preferences.addEventListener('click', () => openPreferences(win, options));
  banner = element(
    doc,
    'section',
    { className: 'hc-b', id: 'cookie-banner' },
    element(
      doc,
      'div',
      { className: 'hc-t' },
      element(doc, 'h2', { id: 'hc-title', textContent: 'Your privacy choices' }),
      element(
        doc,
        'p',
        {},
        'We use necessary cookies to run this site, and analytics and marketing cookies only if you allow them. ',
        element(doc, 'a', { href: POLICY_URL, textContent: 'Cookie details' }),
      ),
    ),
    actions(win, options, preferences),
  );
  banner.setAttribute('aria-labelledby', 'hc-title');
  const skip = doc.querySelector('a[href="#main"]');
  if (skip) skip.after(banner);
  else doc.body.prepend(banner);
  return banner;
}

/** What start.ts calls: the banner, or the preferences dialog ("Cookie settings"). */
export function open(win: Window, options: BannerOptions, preferences = false): void {
  if (preferences) openPreferences(win, options);
  else showBanner(win, options);
}

/** Opens the preferences dialog, its boxes showing the current choice. */
export function openPreferences(win: Window, options: BannerOptions = {}): HTMLDialogElement {
  const doc = win.document;
  addStyles(doc);
  dialog?.remove();
  const state = consentFrom(doc.cookie);
  const boxes = new Map<Category, HTMLInputElement>();
  const rows = CATEGORIES.map(([category, label, text]) => {
    const box = element(doc, 'input', {
      type: 'checkbox',
      id: `hc-${category}`,
      checked: category === 'necessary' || (state.choice?.[category as 'analytics'] ?? false),
      disabled: category === 'necessary',
      // The dialog opens on the first choice, not on the policy link of its intro.
      autofocus: category === 'analytics',
    });
    box.setAttribute('aria-describedby', `hc-${category}-d`);
    boxes.set(category, box);
    return element(
      doc,
      'fieldset',
      {},
      element(doc, 'label', { htmlFor: box.id }, box, label),
      element(doc, 'p', { id: `hc-${category}-d`, textContent: text }),
    );
  });
  const save = element(doc, 'button', {
    type: 'button',
    className: 'hc-s',
    textContent: 'Save choices',
  });
  save.addEventListener('click', () => {
    choose(
      win,
      {
        analytics: boxes.get('analytics')?.checked ?? false,
        marketing: boxes.get('marketing')?.checked ?? false,
      },
      options,
    );
  });
  const close = element(doc, 'button', { type: 'button', className: 'hc-x', textContent: '×' });
  close.setAttribute('aria-label', 'Close cookie preferences');
  const node = element(
    doc,
    'dialog',
    { className: 'hc-d', id: 'cookie-preferences' },
    element(doc, 'h2', { id: 'hc-d-title', textContent: 'Cookie preferences' }),
    element(
      doc,
      'p',
      {},
      'Choose what we may use. You can change this at any time with “Cookie settings” at the foot of every page. ',
      element(doc, 'a', { href: POLICY_URL, textContent: 'Cookie details' }),
    ),
    ...rows,
    actions(win, options, save),
    close,
  );
  close.addEventListener('click', () => node.close());
  node.setAttribute('aria-labelledby', 'hc-d-title');
  node.addEventListener('close', () => node.remove());
  doc.body.append(node);
  dialog = node;
  node.showModal();
  return node;
}
