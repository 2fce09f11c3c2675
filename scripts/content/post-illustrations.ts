/**
 * Draws one flat illustration per blog post (content/pages/blog/*.md with an `image`) as SVG and
 * renders it with sharp to content/images/posts/<slug>.png, 1600 × 1000, in the look of
 * scripts/content/illustrations.ts: a pale tinted background, simple shapes, brand blue, indigo and gold,
 * a soft shadow under cards, and no words (placeholder bars stand in for text). Each post gets its
 * own motif, drawn from its subject. Everything here is original; run
 * `node scripts/content/post-illustrations.ts` after a change (add slugs to redraw only those posts).
 */
import path from 'node:path';
import { token } from '../build/tokens.ts';
import { circle, rect, writeImage } from './svg-drawing.ts';

const OUT = path.resolve(import.meta.dirname, '../../content/images/posts');
const W = 1600;
const H = 1000;
/** The site's colours come from its tokens; the rest are shades only these drawings use. */
const C = {
  ink: token('--color-text'),
  slate: '#3b4252',
  muted: '#5b6475', // not --color-text-muted (#4a5263): the images were drawn with this one
  faint: '#9aa3b5',
  bar: '#c3c9d6',
  line: '#e3e6ee',
  surface: token('--color-surface'),
  white: token('--color-background'),
  brand: token('--color-brand'),
  brandSoft: '#7ea1fc',
  brandPale: '#cfdcff',
  brandStrong: token('--color-brand-strong'),
  indigo: '#4b3fd6', // not --color-accent-indigo (#4b3fc4): the images were drawn with this one
  indigoPale: '#dcd8fa',
  gold: '#f4b835',
  goldPale: '#fde9b8',
  coral: '#f26c5c',
  coralPale: '#fbd3cd',
  green: '#22b573',
  greenPale: '#c9eedb',
  teal: '#12a594',
  tealPale: '#c4ece6',
  brown: '#c98a4b',
  brownDark: '#9a6332',
};

const shape = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const stroke = (d: string, color: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
/** A placeholder line of text: a rounded bar. */
const bar = (x: number, y: number, w: number, fill: string = C.bar, h = 22) =>
  rect(x, y, w, h, fill, h / 2);
/** Anything drawn inside gets the soft drop shadow of scripts/content/illustrations.ts. */
const lifted = (body: string) => `<g filter="url(#s)">${body}</g>`;
const group = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;
const shadowDefs = `<defs><filter id="s" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="6" stdDeviation="10" flood-color="#0a0e18" flood-opacity="0.12"/></filter></defs>`;
/** The picture: a pale tint, one large soft circle for depth, then the motif. */
const picture = (tint: string, blob: string, blobAt: [number, number, number], body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${shadowDefs}${rect(0, 0, W, H, tint)}${circle(blobAt[0], blobAt[1], blobAt[2], blob)}${body}</svg>`;

/** A speech bubble with its tail at the bottom left or right. */
function bubble(x: number, y: number, w: number, h: number, fill: string, tail: 'left' | 'right') {
  const r = Math.min(36, h / 2);
  const t =
    tail === 'left'
      ? `M${x + 40} ${y + h - 2} l-34 44 l86 -44 z`
      : `M${x + w - 40} ${y + h - 2} l34 44 l-86 -44 z`;
  return rect(x, y, w, h, fill, r) + shape(t, fill);
}

/** An envelope seen from the front, flap closed. */
function envelope(x: number, y: number, w: number, h: number, body: string, flap: string) {
  return (
    rect(x, y, w, h, body, 14) +
    stroke(`M${x + 8} ${y + 10} L${x + w / 2} ${y + h * 0.55} L${x + w - 8} ${y + 10}`, flap, 8)
  );
}

/** A four-pointed sparkle. */
const sparkle = (cx: number, cy: number, r: number, fill: string) =>
  shape(
    `M${cx} ${cy - r} Q${cx + r * 0.18} ${cy - r * 0.18} ${cx + r} ${cy} Q${cx + r * 0.18} ${cy + r * 0.18} ${cx} ${cy + r} Q${cx - r * 0.18} ${cy + r * 0.18} ${cx - r} ${cy} Q${cx - r * 0.18} ${cy - r * 0.18} ${cx} ${cy - r} Z`,
    fill,
  );

/** A white check mark in a coloured disc. */
const checkDisc = (cx: number, cy: number, r: number, fill: string) =>
  circle(cx, cy, r, fill) +
  stroke(
    `M${cx - r * 0.42} ${cy + r * 0.02} L${cx - r * 0.1} ${cy + r * 0.34} L${cx + r * 0.46} ${cy - r * 0.3}`,
    C.white,
    r * 0.22,
  );

const polar = (cx: number, cy: number, r: number, deg: number): [number, number] => {
  const a = ((deg - 90) * Math.PI) / 180;
  return [+(cx + r * Math.cos(a)).toFixed(1), +(cy + r * Math.sin(a)).toFixed(1)];
};

// ---------------------------------------------------------------------------------------------
// One function per post.

/** What is a good first response time? A clock whose minute hand has barely moved, and a reply. */
function firstResponseTime() {
  const [cx, cy, r] = [540, 500, 270];
  let b = lifted(circle(cx, cy, r, C.white));
  b += circle(cx, cy, r - 12, 'none', `stroke="${C.brand}" stroke-width="20"`);
  const [ex, ey] = polar(cx, cy, 210, 60);
  b += shape(`M${cx} ${cy} L${cx} ${cy - 210} A210 210 0 0 1 ${ex} ${ey} Z`, C.goldPale);
  for (let i = 0; i < 12; i++) {
    b += group(
      `rotate(${i * 30} ${cx} ${cy})`,
      rect(cx - 6, cy - 236, 12, i % 3 === 0 ? 40 : 24, i % 3 === 0 ? C.slate : C.faint, 6),
    );
  }
  b += group(`rotate(-60 ${cx} ${cy})`, rect(cx - 11, cy - 130, 22, 142, C.indigo, 11));
  b += group(`rotate(60 ${cx} ${cy})`, rect(cx - 8, cy - 200, 16, 212, C.brandStrong, 8));
  b += circle(cx, cy, 22, C.gold);
  // The customer's question and the quick reply.
  b += lifted(bubble(930, 230, 470, 150, C.white, 'right'));
  b += bar(980, 280, 330) + bar(980, 322, 220);
  b += lifted(bubble(880, 470, 520, 190, C.brand, 'left'));
  b += bar(930, 524, 380, C.white) + bar(930, 566, 300, C.white) + bar(930, 608, 200, C.brandPale);
  b += checkDisc(1384, 478, 44, C.green);
  return picture('#e8eeff', '#d8e2ff', [1480, 960, 300], b);
}

/** Writing replies customers actually read: a phone with a short, clear reply, and a pen. */
function writingBetterReplies() {
  let b = lifted(rect(560, 90, 420, 840, C.slate, 64));
  b += rect(584, 114, 372, 792, C.white, 46);
  b += rect(710, 136, 120, 18, C.slate, 9);
  // The customer's question, then the reply: answer first, one short step per line.
  b += bubble(612, 190, 240, 96, C.surface, 'left') + bar(640, 228, 170);
  b += bubble(624, 350, 308, 410, C.brand, 'right');
  b += bar(656, 390, 240, C.white, 26) + bar(656, 432, 180, C.white, 26);
  b += circle(668, 508, 12, C.gold) + bar(694, 497, 180, C.brandPale);
  b += circle(668, 560, 12, C.gold) + bar(694, 549, 200, C.brandPale);
  b += circle(668, 612, 12, C.gold) + bar(694, 601, 150, C.brandPale);
  b += rect(656, 670, 160, 52, C.gold, 26);
  // A fountain pen leaning over the message.
  const pen =
    rect(-34, -430, 68, 300, C.indigo, 30) +
    rect(-34, -150, 68, 30, C.gold, 0) +
    rect(-30, -120, 60, 70, '#3a31a8', 0) +
    shape('M-30 -50 L30 -50 L0 40 Z', C.gold) +
    stroke('M0 -30 L0 16', C.brownDark, 5) +
    circle(0, -30, 7, C.brownDark) +
    rect(22, -420, 14, 160, C.gold, 7);
  b += stroke('M690 850 q38 -28 76 0 t76 0 t76 0', C.indigo, 10, 'opacity="0.55"');
  b += lifted(group('translate(919 818) rotate(28)', pen));
  b += sparkle(1230, 300, 44, C.gold) + sparkle(1330, 400, 24, C.indigo);
  return picture('#f1ecfb', '#e3dafa', [220, 880, 280], b);
}

/** Shared inbox basics: envelopes from every side flowing into one tray, each with an owner. */
function sharedInboxBasics() {
  const letters: [number, number, number, string, string][] = [
    [250, 380, -12, C.gold, 'Q 520 420 760 600'],
    [480, 190, 8, C.coral, 'Q 640 360 780 600'],
    [800, 150, -4, C.indigo, 'L 800 600'],
    [1120, 190, -8, C.teal, 'Q 960 360 820 600'],
    [1350, 380, 12, C.brand, 'Q 1080 420 840 600'],
  ];
  let b = '';
  for (const [x, y, , , to] of letters)
    b += stroke(`M${x} ${y} ${to}`, C.brandSoft, 10, 'stroke-dasharray="2 26" opacity="0.8"');
  for (const [x, y, turn, seal] of letters)
    b += lifted(
      group(
        `translate(${x} ${y}) rotate(${turn})`,
        envelope(-100, -66, 200, 132, C.white, C.brandPale) + circle(0, 8, 16, seal),
      ),
    );
  // The tray, the newest conversation sticking out of it with its one owner.
  b += lifted(rect(540, 640, 520, 240, C.brandStrong, 36));
  b += group('rotate(-4 800 650)', rect(610, 600, 380, 110, C.surface, 16));
  b += rect(590, 590, 420, 120, C.white, 16);
  b += bar(620, 616, 240) + bar(620, 656, 160, C.line);
  b += circle(950, 640, 30, C.gold);
  b += rect(540, 690, 520, 190, C.brand, 36);
  b += rect(680, 750, 240, 24, C.brandStrong, 12);
  return picture('#e8eeff', '#d7e1ff', [140, 940, 240], b);
}

/** A playbook for saved replies: a stack of reply cards, one blank left to fill, and a bolt. */
function savedRepliesPlaybook() {
  const card = (tab: string, blank: boolean) =>
    rect(0, 0, 640, 380, tab, 28) +
    shape('M22 0 H612 a28 28 0 0 1 28 28 V352 a28 28 0 0 1 -28 28 H22 Z', C.white) +
    rect(60, 54, 220, 30, tab, 15, 'opacity="0.35"') +
    bar(60, 128, 500) +
    bar(60, 176, 440) +
    (blank
      ? rect(
          60,
          222,
          400,
          40,
          C.goldPale,
          14,
          `stroke="${C.gold}" stroke-width="4" stroke-dasharray="14 10"`,
        )
      : bar(60, 230, 470)) +
    bar(60, 292, 300);
  let b = lifted(group('translate(420 310) rotate(-9)', card(C.teal, false)));
  b += lifted(group('translate(480 350) rotate(-3)', card(C.indigo, false)));
  b += lifted(group('translate(540 390) rotate(3)', card(C.brand, true)));
  // Speed: a bolt in a gold disc.
  b += lifted(circle(1300, 330, 130, C.gold));
  b += shape('M1320 230 L1240 350 L1298 350 L1272 440 L1366 306 L1306 306 Z', C.white);
  return picture('#e6f3fa', '#d2e9f5', [200, 900, 260], b);
}

/** How many people on live chat? A week's shift calendar, and a chat waiting for an answer. */
function liveChatStaffing() {
  const [x, y, cols, rows, cw, rh] = [190, 220, 7, 6, 132, 96];
  let b = lifted(rect(x - 30, y - 70, cols * cw + 60, rows * rh + 130, C.white, 30));
  b += shape(
    `M${x - 30} ${y - 40} a30 30 0 0 1 30 -30 h${cols * cw} a30 30 0 0 1 30 30 v44 h-${cols * cw + 60} z`,
    C.brand,
  );
  for (let c = 0; c < cols; c++) b += rect(x + c * cw + 36, y - 40, 60, 16, C.brandPale, 8);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      b += rect(x + c * cw + 8, y + 30 + r * rh, cw - 16, rh - 16, C.surface, 12);
  // Shifts: [column, first row, rows, colour].
  const shifts: [number, number, number, string][] = [
    [0, 0, 3, C.brand],
    [1, 1, 3, C.indigo],
    [2, 0, 2, C.gold],
    [2, 3, 3, C.teal],
    [3, 1, 4, C.brand],
    [4, 0, 3, C.indigo],
    [4, 4, 2, C.coral],
    [5, 2, 3, C.gold],
    [6, 1, 2, C.teal],
  ];
  for (const [c, r, n, color] of shifts)
    b += rect(x + c * cw + 8, y + 30 + r * rh, cw - 16, n * rh - 16, color, 14);
  // A chat bubble with someone typing.
  b += lifted(bubble(1140, 600, 300, 140, C.white, 'right'));
  b +=
    circle(1230, 670, 16, C.faint) +
    circle(1290, 670, 16, C.faint) +
    circle(1350, 670, 16, C.faint);
  b += circle(1476, 836, 40, C.gold);
  return picture('#e8eeff', '#d6e0ff', [1470, 180, 260], b);
}

/** Measuring customer happiness: a rating scale of three faces, the happy one chosen. */
function measuringCustomerHappiness() {
  const face = (cx: number, cy: number, r: number, fill: string, mood: -1 | 0 | 1) => {
    const eyes =
      circle(cx - r * 0.32, cy - r * 0.18, r * 0.1, C.ink) +
      circle(cx + r * 0.32, cy - r * 0.18, r * 0.1, C.ink);
    const my = cy + r * 0.32;
    const mouth =
      mood === 0
        ? stroke(`M${cx - r * 0.34} ${my} H${cx + r * 0.34}`, C.ink, r * 0.09)
        : stroke(
            `M${cx - r * 0.38} ${my - mood * r * 0.08} Q${cx} ${my + mood * r * 0.34} ${cx + r * 0.38} ${my - mood * r * 0.08}`,
            C.ink,
            r * 0.09,
          );
    return circle(cx, cy, r, fill) + eyes + mouth;
  };
  let b = lifted(rect(190, 220, 1220, 400, C.white, 40));
  b += face(430, 420, 110, C.coralPale, -1);
  b += face(800, 420, 110, C.goldPale, 0);
  b += circle(1170, 420, 150, 'none', `stroke="${C.green}" stroke-width="14"`);
  b += face(1170, 420, 130, C.gold, 1);
  b += checkDisc(1280, 300, 40, C.green);
  // One comment under the rating: the part worth reading.
  b += lifted(bubble(520, 700, 560, 150, C.white, 'left'));
  b += bar(570, 746, 440) + bar(570, 790, 300);
  return picture('#fff6df', '#fdebb9', [1480, 920, 280], b);
}

/** Measuring support without losing the plot: a few numbers, one trend line, and a compass. */
function measuringSupport() {
  let b = lifted(rect(160, 150, 960, 700, C.white, 36));
  const tiles: [string, string][] = [
    [C.brandPale, C.brand],
    [C.indigoPale, C.indigo],
    [C.goldPale, C.gold],
  ];
  tiles.forEach(([bg, fg], i) => {
    const x = 210 + i * 300;
    b += rect(x, 200, 260, 150, bg, 22) + rect(x + 30, 236, 120, 22, fg, 11, 'opacity="0.6"');
    b += rect(x + 30, 280, 80, 40, fg, 12);
  });
  b += rect(210, 400, 860, 400, C.surface, 22);
  for (let i = 1; i < 4; i++) b += rect(240, 400 + i * 100, 800, 3, C.line);
  const pts: [number, number][] = [
    [260, 720],
    [380, 650],
    [500, 690],
    [620, 590],
    [740, 620],
    [860, 520],
    [1000, 470],
  ];
  b += stroke(`M${pts.map((p) => p.join(' ')).join(' L')}`, C.brand, 14);
  pts.forEach(([px, py], i) => {
    b +=
      i === pts.length - 1
        ? circle(px, py, 24, C.gold)
        : circle(px, py, 14, C.white, `stroke="${C.brand}" stroke-width="8"`);
  });
  // The compass that keeps the numbers pointing at decisions.
  const [cx, cy] = [1240, 640];
  b += lifted(circle(cx, cy, 190, C.indigo));
  b += circle(cx, cy, 150, C.white);
  for (let i = 0; i < 4; i++)
    b += group(`rotate(${i * 90} ${cx} ${cy})`, rect(cx - 6, cy - 140, 12, 30, C.faint, 6));
  b += group(
    `rotate(35 ${cx} ${cy})`,
    shape(`M${cx} ${cy - 120} L${cx + 26} ${cy} L${cx - 26} ${cy} Z`, C.coral) +
      shape(`M${cx} ${cy + 120} L${cx + 26} ${cy} L${cx - 26} ${cy} Z`, C.brandPale),
  );
  b += circle(cx, cy, 16, C.slate);
  return picture('#e6f3fa', '#d0e7f4', [1460, 140, 240], b);
}

/** Spotting burnout: a battery running low, a plug ready to recharge it, and a moon for rest. */
function supportTeamBurnout() {
  const [x, y, w, h] = [240, 330, 820, 380];
  let b = lifted(rect(x, y, w, h, C.white, 56));
  b += rect(x + w, y + 120, 60, 140, C.slate, 18);
  b += rect(x + 28, y + 28, w - 56, h - 56, 'none', 36, `stroke="${C.slate}" stroke-width="16"`);
  b += rect(x + 60, y + 60, 150, h - 120, C.coral, 22);
  for (let i = 1; i < 4; i++)
    b += rect(x + 60 + i * 180, y + 60, 150, h - 120, C.coralPale, 22, 'opacity="0.45"');
  // The plug, on its way to the battery.
  b += stroke(`M1500 900 C 1420 700, 1560 560, 1380 520`, C.green, 18);
  b += lifted(rect(1230, 460, 150, 120, C.green, 28));
  b += rect(1190, 482, 50, 20, C.slate, 8) + rect(1190, 538, 50, 20, C.slate, 8);
  // Rest: a crescent moon and two small stars.
  b += circle(1320, 230, 90, C.indigo) + circle(1360, 200, 80, '#fdeced');
  b += sparkle(1150, 170, 26, C.gold) + sparkle(1440, 360, 18, C.gold);
  return picture('#fdeced', '#f9d9dc', [160, 900, 260], b);
}

/** A fresh look for Harbor: a type specimen and fanned colour swatches. */
function brandRefresh() {
  let b = lifted(rect(170, 170, 640, 660, C.white, 36));
  // "A" and a geometric "a", drawn as shapes rather than set in a font.
  b += shape(
    'M230 640 L340 260 L410 260 L520 640 L446 640 L424 560 L326 560 L304 640 Z M342 498 L408 498 L375 376 Z',
    C.ink,
    'fill-rule="evenodd"',
  );
  b += circle(636, 570, 56, 'none', `stroke="${C.ink}" stroke-width="38"`);
  b += rect(692, 496, 38, 144, C.ink, 0);
  b += rect(250, 700, 300, 24, C.bar, 12) + rect(250, 750, 420, 18, C.line, 9);
  b += rect(600, 700, 120, 24, C.gold, 12);
  // Swatch cards, fanned from one pin: the new blue, gold, indigo and ink.
  const swatches = [C.slate, C.indigo, C.gold, C.brand];
  swatches.forEach((color, i) => {
    b += lifted(
      group(
        `rotate(${-24 + i * 16} 1150 820)`,
        rect(1070, 240, 160, 600, C.white, 24) +
          rect(1086, 256, 128, 380, color, 16) +
          bar(1090, 680, 100) +
          bar(1090, 720, 70, C.line),
      ),
    );
  });
  b += circle(1150, 790, 20, C.line);
  return picture('#efeafd', '#e2d9fb', [1500, 120, 260], b);
}

/** How to build a help center people use: a search bar, four category tiles and a lifebuoy. */
function helpCenterThatWorks() {
  let b = lifted(rect(200, 130, 900, 740, C.white, 36));
  b += shape('M200 166 a36 36 0 0 1 36 -36 h828 a36 36 0 0 1 36 36 v194 h-900 z', C.teal);
  b += rect(280, 220, 740, 84, C.white, 42);
  b += circle(340, 262, 20, 'none', `stroke="${C.teal}" stroke-width="8"`);
  b += stroke('M354 276 L372 294', C.teal, 8) + bar(394, 251, 260);
  const tiles = [C.brand, C.gold, C.indigo, C.coral];
  tiles.forEach((color, i) => {
    const x = 250 + (i % 2) * 410;
    const y = 410 + Math.floor(i / 2) * 220;
    b += rect(x, y, 390, 190, C.surface, 22);
    b +=
      rect(x + 32, y + 40, 70, 70, color, 18) +
      bar(x + 126, y + 52, 200) +
      bar(x + 126, y + 96, 130, C.line);
  });
  // A lifebuoy: help that floats.
  const [cx, cy, outer, inner] = [1200, 680, 190, 96];
  let ring = circle(cx, cy, outer, C.white);
  for (let i = 0; i < 4; i++) {
    const [a1, a2] = [i * 90 - 22, i * 90 + 22];
    const [o1, o2, i1, i2] = [
      polar(cx, cy, outer, a1),
      polar(cx, cy, outer, a2),
      polar(cx, cy, inner, a1),
      polar(cx, cy, inner, a2),
    ];
    ring += shape(
      `M${o1.join(' ')} A${outer} ${outer} 0 0 1 ${o2.join(' ')} L${i2.join(' ')} A${inner} ${inner} 0 0 0 ${i1.join(' ')} Z`,
      C.coral,
    );
  }
  b += lifted(ring);
  b += circle(cx, cy, inner, '#e3f5f2');
  return picture('#e3f5f2', '#cdeee8', [1500, 140, 250], b);
}

/** Writing help articles people finish: the answer first, checked steps, and a search lens. */
function writingHelpArticles() {
  let b = lifted(rect(320, 90, 760, 820, C.white, 32));
  b += rect(380, 160, 520, 44, C.ink, 22, 'opacity="0.85"');
  b += rect(360, 240, 680, 140, C.goldPale, 22);
  b += bar(400, 276, 560, C.gold) + bar(400, 322, 420, '#e9c56c');
  [0, 1, 2].forEach((i) => {
    const y = 450 + i * 120;
    b += checkDisc(410, y + 20, 30, C.brand) + bar(466, y + 8, 420 - i * 70);
  });
  b += rect(380, 800, 200, 50, C.brandPale, 25);
  // The lens over the title: the customer's search found it.
  b += lifted(
    group('rotate(45 1040 290)', rect(1180, 260, 200, 60, C.indigo, 30)) +
      circle(1040, 290, 150, 'none', `stroke="${C.indigo}" stroke-width="36"`),
  );
  b += circle(1040, 290, 132, C.white, 'opacity="0.4"');
  b += sparkle(1320, 220, 38, C.gold) + sparkle(1250, 130, 20, C.brand);
  return picture('#fff6e9', '#fde7c6', [180, 860, 260], b);
}

/** Where AI helps: a long thread condensed into a short summary, and a person who decides. */
function aiInTheInbox() {
  let b = lifted(rect(150, 110, 480, 780, C.white, 32));
  const thread: [number, number, string][] = [
    [190, 300, C.surface],
    [290, 280, C.brandPale],
    [190, 320, C.surface],
    [290, 260, C.brandPale],
    [190, 300, C.surface],
    [290, 280, C.brandPale],
  ];
  thread.forEach(([x, w, fill], i) => {
    b += rect(x, 150 + i * 120, w, 90, fill, 26) + bar(x + 30, 184 + i * 120, w - 90, C.bar, 18);
  });
  // The arrow, then the summary.
  b += stroke('M680 500 H840', C.indigo, 18) + stroke('M800 450 L850 500 L800 550', C.indigo, 18);
  b += lifted(rect(900, 320, 520, 360, C.white, 32));
  b += shape('M900 352 a32 32 0 0 1 32 -32 h456 a32 32 0 0 1 32 32 v58 h-520 z', C.indigo);
  b += bar(950, 355, 180, C.indigoPale, 20);
  b += bar(950, 460, 400) + bar(950, 510, 340) + bar(950, 560, 380);
  b +=
    sparkle(1420, 280, 56, C.gold) +
    sparkle(1340, 220, 26, C.indigo) +
    sparkle(890, 710, 30, C.gold);
  // The person who checks it.
  b += circle(1290, 800, 46, C.brand) + rect(1224, 854, 132, 90, C.brand, 45);
  b += checkDisc(1360, 770, 30, C.green);
  return picture('#f0ebff', '#e1d8fd', [1500, 120, 220], b);
}

/** The Supportive, spring: an open envelope with a five-point newsletter, and spring flowers. */
function digestSpring() {
  let b = '';
  // The back of the open envelope and its raised flap.
  b += lifted(rect(300, 430, 720, 430, C.green, 12));
  b += shape('M300 440 L660 200 L1020 440 Z', '#1d9c63');
  // The newsletter coming out: a header band, then five ideas.
  b += lifted(rect(380, 150, 560, 560, C.white, 24));
  b += rect(380, 150, 560, 90, C.greenPale, 24) + rect(380, 210, 560, 30, C.greenPale);
  b += bar(420, 182, 220, C.green, 26);
  const dots = [C.gold, C.coral, C.brand, C.indigo, C.teal];
  dots.forEach((color, i) => {
    const y = 280 + i * 80;
    b += circle(436, y + 12, 16, color) + bar(470, y, 380 - (i % 2) * 100);
  });
  // The envelope's front pocket.
  b += shape(
    'M300 560 L660 760 L1020 560 L1020 832 a28 28 0 0 1 -28 28 H328 a28 28 0 0 1 -28 -28 Z',
    '#2cc07f',
  );
  b += shape('M300 560 L660 760 L1020 560', 'none', `stroke="#1d9c63" stroke-width="8"`);
  // A sprig of spring flowers.
  b += stroke('M1240 880 C 1230 720, 1260 560, 1240 420', '#1d9c63', 14);
  b += stroke('M1240 660 Q 1150 630 1095 530', '#1d9c63', 10);
  b += stroke('M1242 770 Q 1340 730 1400 600', '#1d9c63', 10);
  b += shape('M1236 840 C 1180 800, 1130 810, 1100 780 C 1160 756, 1220 776, 1236 840 Z', C.green);
  b += shape('M1246 580 C 1300 540, 1340 550, 1370 520 C 1310 500, 1260 520, 1246 580 Z', C.green);
  const flower = (cx: number, cy: number, r: number, petal: string) => {
    let f = '';
    for (let i = 0; i < 5; i++) {
      const [px, py] = polar(cx, cy, r * 0.62, i * 72);
      f += circle(px, py, r * 0.5, petal);
    }
    return f + circle(cx, cy, r * 0.42, C.gold);
  };
  b +=
    flower(1240, 400, 90, '#f59bb0') +
    flower(1400, 600, 56, '#f7c0cd') +
    flower(1095, 530, 50, '#f59bb0');
  return picture('#e6f6ee', '#cfeedd', [1500, 140, 200], b);
}

/** The Supportive, summer: a sealed envelope with a heart, a small team's newsletter, a sun. */
function digestSummer() {
  // The sun.
  let b = '';
  for (let i = 0; i < 12; i++)
    b += group(`rotate(${i * 30} 1300 250)`, rect(1290, 60, 20, 60, C.gold, 10));
  b += circle(1300, 250, 130, C.gold);
  // The newsletter behind, with three small avatars: a small team.
  b += lifted(group('rotate(-8 560 420)', rect(300, 170, 520, 600, C.white, 28)));
  b += group(
    'rotate(-8 560 420)',
    rect(300, 170, 520, 100, C.coral, 28) +
      rect(300, 240, 520, 30, C.coral) +
      bar(340, 206, 200, C.white, 26) +
      circle(380, 350, 36, C.brand) +
      circle(470, 350, 36, C.gold) +
      circle(560, 350, 36, C.teal) +
      bar(340, 430, 420) +
      bar(340, 476, 360) +
      bar(340, 522, 400) +
      bar(340, 600, 300, C.line),
  );
  // The envelope in front, sealed with a heart.
  b += lifted(group('rotate(5 900 680)', envelope(620, 500, 580, 370, C.white, C.coralPale)));
  b += group(
    'rotate(5 900 680)',
    group(
      'translate(910 738) scale(1.2)',
      shape(
        'M0 30 C -40 0, -60 -20, -60 -40 C -60 -60, -40 -72, -24 -72 C -10 -72, 0 -62, 0 -50 C 0 -62, 10 -72, 24 -72 C 40 -72, 60 -60, 60 -40 C 60 -20, 40 0, 0 30 Z',
        C.coral,
      ),
    ),
  );
  // Summer water.
  b += stroke('M1250 810 q 30 -24 60 0 t 60 0 t 60 0 t 60 0', C.teal, 12, 'opacity="0.6"');
  b += stroke('M1310 870 q 30 -24 60 0 t 60 0 t 60 0', C.teal, 12, 'opacity="0.4"');
  return picture('#fff1e6', '#fde0c9', [140, 900, 240], b);
}

/** Fieldnote's small team: a spiral field notebook with a contour map sketch, a flag and a pencil. */
function storyFieldnote() {
  let b = lifted(rect(340, 150, 760, 720, '#fffdf7', 28));
  b += rect(340, 150, 60, 720, C.teal, 28) + rect(370, 150, 30, 720, C.teal);
  for (let i = 0; i < 9; i++)
    b += circle(400, 210 + i * 76, 14, '#d7dccb') + stroke(`M386 ${210 + i * 76} H420`, C.slate, 8);
  for (let i = 0; i < 8; i++) b += rect(440, 230 + i * 80, 620, 3, '#eef0e6');
  // The contour map: a hill as nested, off-centre rings of green, a trail up to a flag.
  const contours: [number, string][] = [
    [1, '#d5ecd9'],
    [0.74, '#b3dfbe'],
    [0.5, '#8ccc9f'],
    [0.27, '#5fb57f'],
  ];
  contours.forEach(([scale, color], i) => {
    b += group(
      `translate(${740 + i * 34} ${540 - i * 30}) scale(${scale})`,
      shape(
        'M-260 10 C -250 -160, -40 -240, 110 -190 C 260 -140, 290 40, 200 150 C 110 250, -120 230, -210 150 C -250 110, -262 60, -260 10 Z',
        color,
      ),
    );
  });
  b += stroke(
    'M470 800 C 560 770, 600 700, 680 660 S 800 560, 842 452',
    C.brand,
    9,
    'stroke-dasharray="2 22"',
  );
  b += stroke('M842 452 V330', C.slate, 8) + shape('M846 332 L922 354 L846 380 Z', C.coral);
  // The pencil.
  const pencil =
    rect(-30, -330, 60, 320, C.gold, 6) +
    rect(-30, -380, 60, 56, C.coral, 12) +
    rect(-30, -330, 60, 20, C.faint) +
    shape('M-30 -10 L30 -10 L0 70 Z', '#f3d6a4') +
    shape('M-10 44 L10 44 L0 70 Z', C.slate);
  b += lifted(group('translate(1250 620) rotate(22)', pencil));
  return picture('#eef3e4', '#dfe9cf', [1480, 150, 250], b);
}

/** Kettle & Crumb, a bakery: a steaming cup, a fresh loaf and the chat about the order. */
function storyKettleAndCrumb() {
  let b = '';
  // Steam.
  for (const x of [430, 510, 590])
    b += stroke(
      `M${x} 340 c -30 -40, 30 -70, 0 -110 s 30 -70, 0 -100`,
      C.faint,
      14,
      'opacity="0.7"',
    );
  // The cup on its saucer.
  b += lifted(rect(250, 684, 520, 48, C.white, 24));
  b += circle(720, 500, 80, 'none', `stroke="${C.brand}" stroke-width="34"`);
  b += lifted(
    shape('M320 380 H700 V560 a140 140 0 0 1 -140 140 H460 a140 140 0 0 1 -140 -140 Z', C.brand),
  );
  b += rect(320, 380, 380, 40, C.brandStrong, 20);
  b += rect(360, 470, 300, 22, C.brandSoft, 11);
  // The loaf, scored on top.
  b += lifted(
    shape('M840 770 C 830 640, 930 560, 1080 560 C 1230 560, 1330 640, 1320 770 Z', C.brown),
  );
  for (const x of [960, 1060, 1160]) b += stroke(`M${x} 610 l 50 56`, '#f1cf9c', 16);
  b += rect(820, 760, 520, 24, C.brownDark, 12);
  // The customer's question about the order.
  b += lifted(bubble(900, 180, 480, 180, C.white, 'left'));
  b += bar(950, 228, 380) + bar(950, 272, 260);
  b += circle(1350, 196, 40, C.gold);
  return picture('#fbf0e2', '#f6e1c6', [1500, 900, 260], b);
}

// ---------------------------------------------------------------------------------------------

const POSTS: [string, () => string][] = [
  ['ai-in-the-inbox', aiInTheInbox],
  ['brand-refresh', brandRefresh],
  ['first-response-time', firstResponseTime],
  ['help-center-that-works', helpCenterThatWorks],
  ['live-chat-staffing', liveChatStaffing],
  ['measuring-customer-happiness', measuringCustomerHappiness],
  ['measuring-support', measuringSupport],
  ['saved-replies-playbook', savedRepliesPlaybook],
  ['shared-inbox-basics', sharedInboxBasics],
  ['story-fieldnote', storyFieldnote],
  ['story-kettle-and-crumb', storyKettleAndCrumb],
  ['support-team-burnout', supportTeamBurnout],
  ['supportive-digest-spring', digestSpring],
  ['supportive-digest-summer', digestSummer],
  ['writing-better-replies', writingBetterReplies],
  ['writing-help-articles', writingHelpArticles],
];

const only = process.argv.slice(2);
for (const [slug, draw] of POSTS) {
  if (only.length && !only.includes(slug)) continue;
  await writeImage(draw(), path.join(OUT, `${slug}.png`));
}
