/**
 * A fast Markdown parser for the plain subset content is written in, producing the same mdast
 * nodes as mdast-util-from-markdown (micromark, CommonMark + GFM) for the fields the rich-text
 * converter reads: type, children, value, url, alt, title, depth, ordered, lang and the start
 * line. micromark costs ~4 ms for a typical post; this costs a few hundredths of that.
 *
 * It is deliberately conservative: anything it does not handle with certainty (character
 * references, escapes, raw HTML other than <u>, autolink literals, nested or indented blocks,
 * lazy continuation lines, setext headings, emphasis that needs CommonMark's delimiter
 * algorithm, link titles or references…) makes `fastMarkdown` return undefined, and the caller
 * uses micromark. markdown-fast.test.ts checks both parsers agree on every document the fast
 * one accepts, over the real content and generated documents.
 */
import type { PhrasingContent, Root, RootContent } from 'mdast';

/** Thrown (and caught below) when the document needs the full parser. */
class Unsupported extends Error {}
const bail = (): never => {
  throw new Unsupported();
};

const position = (line: number) => ({
  start: { line, column: 1 },
  end: { line, column: 1 },
});

/** Characters that start a construct this parser leaves to micromark. */
const HARD_INLINE = /[\\&<[\]*_~`@|]|!\[|:\/\/|www\.|mailto:|xmpp:/i;
/** A line that could start (or interrupt with) a block other than a paragraph. */
const BLOCK_MARKER = /^(?:[ \t]|#|>|[-*+](?:[ \t]|$)|\d{1,9}[.)]|`{3}|~{3}|\||<|$)/;
/** Thematic breaks and setext underlines: a line of only these characters. */
const RULE = /^[-*_=\s]+$/;
const blockStart = (line: string) => BLOCK_MARKER.test(line) || RULE.test(line);

const PUNCTUATION = /[.,;:!?)]/;
const WORD = /[\p{L}\p{N}]/u;

/** Inline content of one block (lines joined with \n), as mdast phrasing content. */
function inline(source: string, line: number): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  let textStart = 0;
  let i = 0;
  const flush = (end: number) => {
    if (end > textStart) pushText(out, source.slice(textStart, end), line);
  };
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === '*' || ch === '~' || ch === '_') {
      // Only `**x**`, `*x*`, `~~x~~` around plain words, opened after a space (or the start)
      // and closed before a space, the end or punctuation: CommonMark and GFM agree there.
      const run = ch === '~' ? '~~' : source.startsWith('**', i) ? '**' : ch;
      if (ch === '_' || (ch === '~' && !source.startsWith('~~', i))) bail();
      const before = i === 0 ? ' ' : source[i - 1]!;
      const open = source[i + run.length];
      if (!/\s/.test(before) || open === undefined || !WORD.test(open)) bail();
      const close = source.indexOf(run, i + run.length);
      if (close < 0) bail();
      const inner = source.slice(i + run.length, close);
      const after = source[close + run.length];
      if (
        /[*_~`\\&<[\]|@\n]/.test(inner) ||
        HARD_INLINE.test(inner) ||
        /\s/.test(inner[inner.length - 1]!) ||
        (after !== undefined && !/\s/.test(after) && !PUNCTUATION.test(after)) ||
        (after !== undefined && PUNCTUATION.test(after) && !WORD.test(inner[inner.length - 1]!))
      )
        bail();
      flush(i);
      const children: PhrasingContent[] = [];
      pushText(children, inner, line);
      out.push({
        type: run === '**' ? 'strong' : run === '*' ? 'emphasis' : 'delete',
        children,
        position: position(line),
      } as PhrasingContent);
      i = close + run.length;
      textStart = i;
    } else if (ch === '`') {
      if (source[i + 1] === '`') bail();
      const close = source.indexOf('`', i + 1);
      if (close < 0 || source[close + 1] === '`') bail();
      const value = source.slice(i + 1, close);
      // Code spans strip one space at each end and turn line endings into spaces: not handled.
      if (value === '' || /^[ \n]|[ \n]$|\n/.test(value)) bail();
      flush(i);
      out.push({ type: 'inlineCode', value, position: position(line) });
      i = close + 1;
      textStart = i;
    } else if (ch === '[' || (ch === '!' && source[i + 1] === '[')) {
      const image = ch === '!';
      const labelStart = i + (image ? 2 : 1);
      const labelEnd = source.indexOf(']', labelStart);
      if (labelEnd < 0 || source[labelEnd + 1] !== '(') bail();
      const label = source.slice(labelStart, labelEnd);
      const urlEnd = source.indexOf(')', labelEnd + 2);
      if (urlEnd < 0) bail();
      const url = source.slice(labelEnd + 2, urlEnd);
      if (
        label === '' ||
        /[[\]\\`*_~&<>!|@\n]/.test(label) ||
        HARD_INLINE.test(label) ||
        !/^[^\s()<>\\&"'`]+$/.test(url)
      )
        bail();
      flush(i);
      if (image) {
        out.push({ type: 'image', url, alt: label, title: null, position: position(line) });
      } else {
        const children: PhrasingContent[] = [];
        pushText(children, label, line);
        out.push({ type: 'link', url, title: null, children, position: position(line) });
      }
      i = urlEnd + 1;
      textStart = i;
    } else if (ch === '<') {
      const tag = source.startsWith('<u>', i) ? '<u>' : source.startsWith('</u>', i) ? '</u>' : '';
      if (!tag) bail();
      flush(i);
      out.push({ type: 'html', value: tag, position: position(line) });
      i += tag.length;
      textStart = i;
    } else if (ch === '\n') {
      i += 1;
      line += 1;
    } else if (/[\\&\]|@]/.test(ch)) {
      bail();
    } else {
      i += 1;
    }
  }
  flush(source.length);
  return out;
}

function pushText(out: PhrasingContent[], value: string, line: number): void {
  if (HARD_INLINE.test(value)) bail();
  const previous = out[out.length - 1];
  if (previous?.type === 'text') previous.value += value;
  else out.push({ type: 'text', value, position: position(line) });
}

/** One line of paragraph text: no leading or trailing blanks (hard breaks, indentation). */
function plainLine(text: string): string {
  if (/^\s|\s$|\t/.test(text)) bail();
  return text;
}

function blocks(lines: string[], firstLine: number): RootContent[] {
  const out: RootContent[] = [];
  let i = 0;
  const lineNo = (index: number) => firstLine + index;
  while (i < lines.length) {
    const text = lines[i]!;
    if (text === '') {
      i += 1;
      continue;
    }
    const start = i;
    if (/^#{1,6} /.test(text)) {
      const depth = text.indexOf(' ');
      const content = text.slice(depth + 1);
      if (/#\s*$/.test(content) || content.trim() === '') bail();
      out.push({
        type: 'heading',
        depth: depth as 1 | 2 | 3 | 4 | 5 | 6,
        children: inline(plainLine(content), lineNo(i)),
        position: position(lineNo(i)),
      });
      i += 1;
    } else if (text === '---' || text === '***' || text === '___') {
      out.push({ type: 'thematicBreak', position: position(lineNo(i)) });
      i += 1;
    } else if (text.startsWith('```')) {
      const info = text.slice(3);
      if (info.startsWith('`') || /[`\\&]/.test(info) || /^\s/.test(info)) bail();
      // The first line that could close the fence must be exactly ```.
      const end = lines.findIndex(
        (candidate, index) => index > i && /^ {0,3}(`{3,}|~{3,})\s*$/.test(candidate),
      );
      if (end < 0 || lines[end] !== '```') bail();
      const [lang = null, ...meta] = info.trim() === '' ? [] : info.trim().split(/\s+/);
      if (meta.length > 0) bail();
      out.push({
        type: 'code',
        lang,
        meta: null,
        value: lines.slice(i + 1, end).join('\n'),
        position: position(lineNo(i)),
      });
      i = end + 1;
    } else if (text.startsWith('>')) {
      const inner: string[] = [];
      while (i < lines.length && lines[i]!.startsWith('>')) {
        const quoted = lines[i]!.replace(/^> ?/, '');
        if (/^\s/.test(quoted)) bail();
        inner.push(quoted);
        i += 1;
      }
      // A following non-blank line would continue the quote's paragraph (laziness).
      if (i < lines.length && lines[i] !== '') bail();
      out.push({
        type: 'blockquote',
        children: blocks(inner, lineNo(start)) as never,
        position: position(lineNo(start)),
      });
    } else if (/^(?:[-*+]|\d{1,9}[.)]) /.test(text)) {
      const marker = /^([-*+]|\d{1,9}([.)])) /.exec(text)!;
      const ordered = /^\d/.test(marker[1]!);
      const same = ordered
        ? new RegExp(`^\\d{1,9}\\${marker[2]} `)
        : new RegExp(`^\\${marker[1]} `);
      const items: RootContent[] = [];
      for (;;) {
        const itemText = lines[i]!;
        const match = /^(?:[-*+]|\d{1,9}[.)]) /.exec(itemText);
        if (!match || !same.test(itemText)) bail();
        const content = itemText.slice(match![0].length);
        // Nested blocks, empty items and task-list checkboxes need the full parser.
        if (content === '' || blockStart(content) || /^\[[ xX]\]/.test(content)) bail();
        items.push({
          type: 'listItem',
          spread: false,
          checked: null,
          children: [
            {
              type: 'paragraph',
              children: inline(plainLine(content), lineNo(i)),
              position: position(lineNo(i)),
            },
          ],
          position: position(lineNo(i)),
        } as RootContent);
        i += 1;
        let next = i;
        while (next < lines.length && lines[next] === '') next += 1;
        if (next >= lines.length) break;
        if (next === i) {
          // The next line follows directly: another item, or a lazy continuation (not handled).
          if (!same.test(lines[next]!)) bail();
          continue;
        }
        // After blank lines: an item of the same list continues it (a loose list); an item
        // of another kind, or an indented line, needs the full parser.
        if (same.test(lines[next]!)) {
          i = next;
          continue;
        }
        if (/^(?:[-*+]|\d{1,9}[.)])(?: |$)|^\s/.test(lines[next]!)) bail();
        break;
      }
      out.push({
        type: 'list',
        ordered,
        spread: false,
        children: items as never,
        position: position(lineNo(start)),
      });
    } else if (text.startsWith('|')) {
      const delimiter = lines[i + 1] ?? '';
      if (!/^\|(?: *:?-+:? *\|)+$/.test(delimiter) || !text.endsWith('|')) bail();
      const cellsOf = (row: string) => row.slice(1, -1).split('|');
      const columns = cellsOf(delimiter).length;
      const rows: string[] = [text];
      i += 2;
      while (i < lines.length && lines[i]!.startsWith('|')) {
        if (!lines[i]!.endsWith('|')) bail();
        rows.push(lines[i]!);
        i += 1;
      }
      if (i < lines.length && lines[i] !== '') bail();
      out.push({
        type: 'table',
        align: [],
        children: rows.map((row, index) => {
          const cells = cellsOf(row);
          if (cells.length !== columns) bail();
          const rowLine = lineNo(start + (index === 0 ? 0 : index + 1));
          return {
            type: 'tableRow',
            children: cells.map((cell) => ({
              type: 'tableCell',
              children: cell.trim() === '' ? [] : inline(cell.trim(), rowLine),
              position: position(rowLine),
            })),
            position: position(rowLine),
          };
        }) as never,
        position: position(lineNo(start)),
      });
    } else if (blockStart(text)) {
      bail();
    } else {
      const paragraph: string[] = [plainLine(text)];
      i += 1;
      while (i < lines.length && lines[i] !== '') {
        if (blockStart(lines[i]!)) bail();
        paragraph.push(plainLine(lines[i]!));
        i += 1;
      }
      out.push({
        type: 'paragraph',
        children: inline(paragraph.join('\n'), lineNo(start)),
        position: position(lineNo(start)),
      });
    }
  }
  return out;
}

/** The mdast root of `markdown`, or undefined when it needs the full parser. */
export function fastMarkdown(markdown: string): Root | undefined {
  if (/\r|\t|\0|\u00a0/.test(markdown)) return undefined;
  const lines = markdown.split('\n');
  // Whitespace-only lines are blank lines to Markdown; keep them exactly blank here.
  if (lines.some((line) => line !== '' && line.trim() === '')) return undefined;
  try {
    return { type: 'root', children: blocks(lines, 1) };
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}
