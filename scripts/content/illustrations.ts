/**
 * Draws the site's product illustrations and the fictional customer logos as SVG and renders
 * them to content/images/ with sharp, at twice the size they are shown so they stay crisp on
 * 2× screens. Everything here is original; run `node scripts/content/illustrations.ts` after a change.
 */
import path from 'node:path';
import { escapeHtml } from '../../src/contracts/html.ts';
import { token } from '../build/tokens.ts';
import { circle, rect, writeImage } from './svg-drawing.ts';

const OUT = path.resolve(import.meta.dirname, '../../content/images');
const FONT = "font-family=\"'Liberation Sans', 'DejaVu Sans', Arial, sans-serif\"";
/** The site's colours come from its tokens; the rest are shades only these drawings use. */
const C = {
  ink: token('--color-text'),
  muted: '#5b6475', // not --color-text-muted (#4a5263): the images were drawn with this one
  faint: '#9aa3b5',
  line: '#e3e6ee',
  border: token('--color-border'),
  surface: token('--color-surface'),
  tint: '#eef2ff',
  brand: token('--color-brand'),
  brandStrong: token('--color-brand-strong'),
  onBrandMuted: token('--color-on-brand-muted'),
  indigo: token('--color-accent-indigo'),
  goldText: token('--color-accent-gold'),
  greenTag: token('--badge-green'),
  greenTagTint: token('--badge-green-tint'),
  gold: '#d89b16',
  green: '#18a058',
  red: '#e5484d',
  teal: '#12a594',
  purple: '#8e4ec6',
  nav: '#111832',
};

const text = (
  x: number,
  y: number,
  s: string,
  size: number,
  fill: string = C.ink,
  weight = 400,
  anchor = 'start',
) =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" ${FONT}>${escapeHtml(s)}</text>`;
const avatar = (cx: number, cy: number, r: number, fill: string, initials: string) =>
  circle(cx, cy, r, fill) + text(cx, cy + r * 0.36, initials, r * 0.9, '#fff', 700, 'middle');
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
const shadowDefs = `<defs><filter id="s" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="6" stdDeviation="10" flood-color="#0a0e18" flood-opacity="0.12"/></filter></defs>`;

/** The app's frame: dark top bar with the Harbor mark, a sidebar of inboxes. */
function appFrame(w: number, h: number, active: string, items: [string, string][]) {
  let out = rect(0, 0, w, h, C.surface);
  out += rect(0, 0, w, 72, C.nav);
  out += circle(44, 36, 16, C.brand) + rect(36, 28, 16, 16, '#fff', 4, 'opacity="0.9"');
  out += text(76, 46, 'Harbor', 26, '#fff', 700);
  out +=
    rect(w - 420, 18, 300, 36, '#263056', 18) +
    text(w - 396, 43, 'Search conversations', 19, '#aab4d4');
  out += avatar(w - 60, 36, 20, C.indigo, 'NH');
  out += rect(0, 72, 280, h - 72, '#eceff7');
  out += text(32, 124, 'INBOXES', 17, C.muted, 700);
  items.forEach(([name, count], i) => {
    const y = 150 + i * 56;
    if (name === active) out += rect(16, y, 248, 44, '#dfe6ff', 10);
    out += text(
      36,
      y + 29,
      name,
      21,
      name === active ? C.brandStrong : C.ink,
      name === active ? 700 : 400,
    );
    out += text(244, y + 29, count, 19, C.muted, 700, 'end');
  });
  return out;
}

function inbox() {
  const w = 1600;
  const h = 1000;
  let b = appFrame(w, h, 'Support', [
    ['Support', '12'],
    ['Billing', '3'],
    ['Partnerships', '1'],
    ['Mine', '5'],
    ['Unassigned', '4'],
    ['Closed', ''],
  ]);
  const convs: [string, string, string, string, string][] = [
    ['Priya Raman', 'Refund for a double charge', 'I was billed twice on March 3…', C.gold, 'PR'],
    ['Tom Becker', 'Can I add a second brand?', 'We just acquired a sister shop…', C.brand, 'TB'],
    ['Ana Souza', 'Export all conversations', 'Our auditor needs every thread…', C.green, 'AS'],
    ['Lee Park', 'Chat widget on mobile', 'Beacon overlaps our cart button…', C.purple, 'LP'],
    ['Sam Okafor', 'Invoice address change', 'Please use our new office in…', C.red, 'SO'],
    ['Mia Jensen', 'SSO with Okta', 'Is SAML available on Plus?', C.teal, 'MJ'],
  ];
  b += rect(296, 88, 520, h - 104, '#fff', 14, 'stroke="#e3e6ee"');
  b +=
    text(320, 132, 'Support', 26, C.ink, 700) + text(792, 132, '12 open', 19, C.muted, 400, 'end');
  convs.forEach(([name, subject, preview, color, ini], i) => {
    const y = 156 + i * 128;
    if (i === 0) b += rect(304, y, 504, 120, C.tint, 10);
    b += avatar(346, y + 40, 24, color, ini);
    b +=
      text(384, y + 34, name, 21, C.ink, 700) +
      text(792, y + 34, `${i * 7 + 2}m`, 18, C.faint, 400, 'end');
    b += text(384, y + 64, subject, 20, C.ink);
    b += text(384, y + 94, preview, 18, C.muted);
    if (i < convs.length - 1) b += rect(320, y + 124, 472, 2, C.line);
  });
  // The open conversation.
  const x = 832;
  b += rect(x, 88, w - x - 16, h - 104, '#fff', 14, 'stroke="#e3e6ee"');
  b += text(x + 32, 140, 'Refund for a double charge', 30, C.ink, 700);
  b +=
    rect(x + 32, 160, 96, 32, '#fde9c8', 16) +
    text(x + 80, 182, 'Billing', 17, C.goldText, 700, 'middle');
  b +=
    rect(x + 140, 160, 128, 32, C.greenTagTint, 16) +
    text(x + 204, 182, 'Assigned', 17, C.greenTag, 700, 'middle');
  b += avatar(x + 56, 256, 24, C.gold, 'PR');
  b +=
    text(x + 96, 250, 'Priya Raman', 21, C.ink, 700) +
    text(x + 96, 276, 'via email · 9:41', 18, C.muted);
  b += rect(x + 96, 292, 560, 112, C.surface, 14);
  b += text(x + 120, 332, 'Hi! I was billed twice for March. Could you', 20, C.ink);
  b += text(x + 120, 362, 'refund the second charge? Order #40418.', 20, C.ink);
  b += avatar(x + 56, 460, 24, C.indigo, 'NH');
  b +=
    text(x + 96, 454, 'Noor Haddad', 21, C.ink, 700) +
    text(x + 96, 480, 'Support · 9:52', 18, C.muted);
  b += rect(x + 96, 496, 580, 112, '#e8efff', 14);
  b += text(x + 120, 536, 'Sorry about that, Priya! The refund is on its', 20, C.ink);
  b += text(x + 120, 566, 'way and will show up within 3 days.', 20, C.ink);
  b += rect(x + 96, 632, 380, 44, '#fff7e0', 10, 'stroke="#f3d48a"');
  b += text(x + 116, 661, 'Note: Ana is also viewing', 18, C.goldText, 700);
  // Reply box.
  b += rect(x + 32, h - 224, w - x - 80, 176, '#fff', 14, `stroke="${C.border}" stroke-width="2"`);
  b += text(x + 56, h - 180, 'Reply to Priya…', 20, C.faint);
  b +=
    rect(w - 220, h - 104, 140, 44, C.brandStrong, 22) +
    text(w - 150, h - 75, 'Send', 20, '#fff', 700, 'middle');
  b += rect(x + 56, h - 100, 36, 36, C.surface, 8) + rect(x + 104, h - 100, 36, 36, C.surface, 8);
  return svg(w, h, b);
}

function docs() {
  const w = 1200;
  const h = 900;
  let b = rect(0, 0, w, h, '#fff');
  b += rect(0, 0, w, 300, C.brandStrong);
  b += circle(64, 56, 16, '#fff') + text(92, 66, 'Harbor Help Center', 26, '#fff', 700);
  b += text(w / 2, 160, 'How can we help?', 48, '#fff', 700, 'middle');
  b += rect(200, 196, 800, 64, '#fff', 32) + text(244, 237, 'Search for answers…', 24, C.faint);
  const cats: [string, string, string][] = [
    ['Getting started', '12 articles', C.brand],
    ['Billing & plans', '8 articles', C.gold],
    ['Inbox & replies', '21 articles', C.green],
    ['Integrations', '15 articles', C.purple],
  ];
  cats.forEach(([title, count, color], i) => {
    const x = 60 + (i % 2) * 550;
    const y = 340 + Math.floor(i / 2) * 170;
    b += rect(x, y, 530, 150, '#fff', 16, 'stroke="#e3e6ee" stroke-width="2"');
    b += rect(x + 28, y + 32, 56, 56, color, 14, 'opacity="0.9"');
    b += text(x + 108, y + 62, title, 28, C.ink, 700) + text(x + 108, y + 98, count, 22, C.muted);
  });
  b += text(60, 720, 'Popular articles', 28, C.ink, 700);
  ['Set up your first inbox', 'Invite your team', 'Install Beacon on your site'].forEach((t, i) => {
    b += rect(60, 748 + i * 48, 8, 8, C.brand, 4) + text(84, 758 + i * 48, t, 24, C.brandStrong);
  });
  return svg(w, h, b);
}

function beacon() {
  const w = 800;
  const h = 1000;
  let b = rect(0, 0, w, h, '#e9edf7');
  // A faint product page behind the widget.
  b +=
    rect(40, 40, 720, 40, '#fff', 8) +
    rect(40, 110, 420, 28, '#d5dbea', 6) +
    rect(40, 156, 340, 20, '#dde2ee', 6);
  b += `<g filter="url(#s)">${rect(90, 200, 620, 700, '#fff', 24)}</g>`;
  b += `<path d="M90 224 a24 24 0 0 1 24 -24 h572 a24 24 0 0 1 24 24 v156 h-620z" fill="${C.brandStrong}"/>`;
  b += text(130, 262, 'Hi there 👋', 30, '#fff', 700).replace('👋', '');
  b += text(130, 302, 'Ask a question or search', 24, C.onBrandMuted);
  b += text(130, 334, 'our help articles.', 24, C.onBrandMuted);
  b += rect(130, 410, 540, 60, C.surface, 30) + text(166, 448, 'Search for answers', 22, C.faint);
  b += text(130, 522, 'SUGGESTED ARTICLES', 18, C.muted, 700);
  ['Resetting your password', 'Changing your plan', 'Exporting your data'].forEach((t, i) => {
    const y = 544 + i * 84;
    b += rect(130, y, 540, 70, '#fff', 12, 'stroke="#e3e6ee" stroke-width="2"');
    b += text(156, y + 44, t, 23, C.ink, 700) + text(640, y + 44, '›', 30, C.faint, 700, 'end');
  });
  b +=
    rect(130, 810, 540, 64, C.brandStrong, 32) +
    text(400, 850, 'Chat with us', 24, '#fff', 700, 'middle');
  b += circle(700, 950, 34, C.brandStrong) + text(700, 961, '?', 32, '#fff', 700, 'middle');
  return svg(w, h, shadowDefs + b);
}

function workflows() {
  const w = 1600;
  const h = 1000;
  let b = appFrame(w, h, 'Workflows', [
    ['Support', '12'],
    ['Workflows', '6'],
    ['Saved replies', '48'],
    ['Tags', '31'],
  ]);
  b += text(340, 150, 'Route billing questions', 34, C.ink, 700);
  b +=
    rect(1340, 118, 200, 44, C.brandStrong, 22) +
    text(1440, 147, 'Active', 20, '#fff', 700, 'middle');
  const step = (y: number, label: string, title: string, detail: string, color: string) =>
    rect(560, y, 760, 150, '#fff', 18, 'stroke="#e3e6ee" stroke-width="2"') +
    rect(560, y, 12, 150, color, 6) +
    text(600, y + 46, label, 18, color, 700) +
    text(600, y + 88, title, 28, C.ink, 700) +
    text(600, y + 124, detail, 21, C.muted);
  b += step(
    200,
    'WHEN',
    'A new conversation arrives',
    'in the Support inbox, by email or chat',
    C.indigo,
  );
  b += rect(936, 350, 6, 50, C.faint);
  b += step(
    400,
    'IF',
    'The message mentions “invoice” or “refund”',
    'or the customer is on an annual plan',
    C.gold,
  );
  b += rect(936, 550, 6, 50, C.faint);
  b += step(
    600,
    'THEN',
    'Move to Billing, tag “refund”, assign to Noor',
    'and send the saved reply “We are on it”',
    C.green,
  );
  b += rect(
    560,
    800,
    760,
    90,
    C.tint,
    18,
    'stroke="#c9d6ff" stroke-dasharray="8 8" stroke-width="2"',
  );
  b += text(940, 855, '+ Add another action', 24, C.brandStrong, 700, 'middle');
  return svg(w, h, b);
}

function reports() {
  const w = 1600;
  const h = 1000;
  let b = appFrame(w, h, 'Reports', [
    ['Support', '12'],
    ['Reports', ''],
    ['Happiness', ''],
    ['Team', ''],
  ]);
  b += text(320, 146, 'Conversations · last 30 days', 34, C.ink, 700);
  const kpis: [string, string, string, string][] = [
    ['First response', '1h 12m', '−18%', C.green],
    ['Resolved', '2,481', '+9%', C.green],
    ['Happiness', '96%', '+2 pts', C.green],
    ['Replies per chat', '1.8', '−0.3', C.green],
  ];
  kpis.forEach(([label, value, delta, color], i) => {
    const x = 320 + i * 318;
    b += rect(x, 180, 298, 150, '#fff', 16, 'stroke="#e3e6ee" stroke-width="2"');
    b += text(x + 28, 222, label, 21, C.muted) + text(x + 28, 286, value, 44, C.ink, 700);
    b += text(x + 270, 286, delta, 21, color, 700, 'end');
  });
  b += rect(320, 356, 1254, 600, '#fff', 16, 'stroke="#e3e6ee" stroke-width="2"');
  b += text(352, 406, 'Volume by day', 24, C.ink, 700);
  b += rect(1310, 384, 20, 20, C.brand, 4) + text(1340, 401, 'Email', 19, C.muted);
  b += rect(1420, 384, 20, 20, C.indigo, 4) + text(1450, 401, 'Chat', 19, C.muted);
  for (let i = 0; i < 4; i++) b += rect(352, 480 + i * 110, 1190, 2, C.line);
  const email = [62, 70, 58, 81, 77, 49, 38, 66, 73, 88, 84, 91, 60, 52, 71, 79, 86, 94, 90, 72];
  const chat = [30, 36, 28, 40, 44, 22, 18, 34, 38, 46, 42, 50, 31, 26, 37, 44, 48, 55, 52, 40];
  email.forEach((v, i) => {
    const x = 372 + i * 58;
    const he = v * 2.7;
    const hc = chat[i]! * 2.7;
    b += rect(x, 920 - he - hc, 40, he, C.brand, 6);
    b += rect(x, 920 - hc, 40, hc, C.indigo, 6);
  });
  return svg(w, h, b);
}

function ai() {
  const w = 1600;
  const h = 1000;
  let b = appFrame(w, h, 'Support', [
    ['Support', '12'],
    ['Billing', '3'],
    ['Mine', '5'],
  ]);
  b += rect(320, 100, 1250, 860, '#fff', 16, 'stroke="#e3e6ee" stroke-width="2"');
  b += text(360, 160, 'Export all conversations', 32, C.ink, 700);
  b += avatar(386, 236, 24, C.green, 'AS');
  b +=
    text(426, 230, 'Ana Souza', 21, C.ink, 700) + text(426, 256, 'via chat · 10:04', 18, C.muted);
  b +=
    rect(426, 272, 760, 80, C.surface, 14) +
    text(450, 320, 'Our auditor needs every thread from 2025 as a file.', 21, C.ink);
  // The AI draft.
  b += rect(360, 400, 1170, 330, '#f3f0ff', 18, 'stroke="#cfc6fb" stroke-width="2"');
  b +=
    rect(392, 430, 150, 36, C.indigo, 18) + text(467, 455, 'AI draft', 18, '#fff', 700, 'middle');
  b += text(560, 455, 'Based on 3 help articles and your tone settings', 19, C.indigo);
  [
    'Hi Ana, you can export every conversation from Settings →',
    'Data → Export. Pick “All of 2025” and CSV, and we will email',
    'a download link within a few minutes. Want me to start it?',
  ].forEach((line, i) => (b += text(392, 520 + i * 40, line, 23, C.ink)));
  b +=
    rect(392, 650, 160, 48, C.indigo, 24) + text(472, 681, 'Use draft', 20, '#fff', 700, 'middle');
  b +=
    rect(568, 650, 150, 48, '#fff', 24, 'stroke="#cfc6fb" stroke-width="2"') +
    text(643, 681, 'Shorter', 20, C.indigo, 700, 'middle');
  b +=
    rect(734, 650, 170, 48, '#fff', 24, 'stroke="#cfc6fb" stroke-width="2"') +
    text(819, 681, 'Friendlier', 20, C.indigo, 700, 'middle');
  b +=
    rect(360, 770, 1170, 150, '#fff', 14, `stroke="${C.border}" stroke-width="2"`) +
    text(392, 820, 'Reply to Ana…', 21, C.faint);
  return svg(w, h, b);
}

/** Fictional customers: a geometric mark and a word mark, in one ink colour. */
const LOGOS: [string, string, (ink: string) => string][] = [
  [
    'tidewell',
    'Tidewell',
    (ink) =>
      `<path d="M8 58 q16 -20 32 0 t32 0" stroke="${ink}" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M8 36 q16 -20 32 0 t32 0" stroke="${ink}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  ],
  [
    'kitebox',
    'Kitebox',
    (ink) =>
      `<path d="M40 8 L72 44 L40 88 L8 44 Z" fill="${ink}"/><path d="M40 8 L40 88 M8 44 L72 44" stroke="#fff" stroke-width="5"/>`,
  ],
  [
    'fernbrook',
    'Fernbrook',
    (ink) =>
      `<circle cx="40" cy="48" r="34" fill="none" stroke="${ink}" stroke-width="8"/><path d="M40 78 V30 M40 44 l-14 -10 M40 56 l14 -10" stroke="${ink}" stroke-width="7" stroke-linecap="round"/>`,
  ],
  [
    'orbitly',
    'Orbitly',
    (ink) =>
      `<circle cx="40" cy="48" r="14" fill="${ink}"/><ellipse cx="40" cy="48" rx="36" ry="16" fill="none" stroke="${ink}" stroke-width="6" transform="rotate(-25 40 48)"/>`,
  ],
  [
    'lumen',
    'Lumen&Co',
    (ink) =>
      `<rect x="10" y="14" width="60" height="68" rx="14" fill="${ink}"/><path d="M28 34 V64 H54" stroke="#fff" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  ],
  [
    'pinecrest',
    'Pinecrest',
    (ink) => `<path d="M40 8 L70 52 H52 L72 84 H8 L28 52 H10 Z" fill="${ink}"/>`,
  ],
];

function logo(name: string, draw: (ink: string) => string) {
  const ink = '#3b4252';
  return svg(
    320,
    96,
    `<g transform="translate(0 0)">${draw(ink)}</g>` + text(92, 62, name, 38, ink, 700),
  );
}

const render = (file: string, source: string, format: 'png' | 'jpeg' = 'png') =>
  writeImage(source, path.join(OUT, file), format);

await render('inbox.png', inbox());
await render('docs.jpg', docs(), 'jpeg');
await render('beacon.png', beacon());
await render('workflows.png', workflows());
await render('reports.png', reports());
await render('ai-draft.png', ai());
for (const [file, name, draw] of LOGOS) await render(`logos/${file}.png`, logo(name, draw));
