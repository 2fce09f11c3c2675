/**
 * A form or tool that wires its own `<input>`, `<select>` or `<textarea>` forgets, sooner or
 * later, the label's `for`, the hint and error in `aria-describedby` or `aria-invalid` (issue 34
 * found twelve components doing it, each differently). Every control of the site comes from the
 * design system (`src/ui/Field/`, docs/ui.md); this fails on a raw one anywhere else in `src/`.
 */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RAW_CONTROL =
  /<(input|select|textarea)(?=[\s/>])|createElement\(\s*['"](input|select|textarea)['"]/g;

/** The source without its comments, whose `<input>` is prose, kept line for line. */
function withoutComments(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return source
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank)
    .replace(/(^|[^:'"`])\/\/.*$/gm, (match, before: string) => before + blank(match.slice(1)));
}

/** Each raw control of a source, as `line: <tag`. */
export function rawControls(source: string): string[] {
  const text = withoutComments(source);
  return [...text.matchAll(RAW_CONTROL)].map((match) => {
    const line = text.slice(0, match.index).split('\n').length;
    return `${line}: <${match[1] ?? match[2]}`;
  });
}

describe('rawControls', () => {
  it('given JSX with raw controls, should name each with its line', () => {
    const source = `export const A = () => (\n  <form>\n    <input name="a" />\n    <select>\n    </select>\n    <textarea/>\n  </form>\n);\nReact.createElement('input');`;
    expect(rawControls(source)).toEqual(['3: <input', '4: <select', '6: <textarea', '9: <input']);
  });

  it('given components, comments and prose, should find nothing', () => {
    const source = [
      '/** Wraps <input> with its label. */',
      '// a raw <select> would fail here',
      'const a = <TextField label="A" />;',
      'const b = <Select options={[]} label="B" />;',
      'const c = <Inputs />;',
      '{/* <textarea> */}',
    ].join('\n');
    expect(rawControls(source)).toEqual([]);
  });
});

describe('the site’s sources', () => {
  it('should draw every input, select and text area from src/ui/', () => {
    // src/studio/ is not the site: its widgets live inside Decap CMS's editor and follow its
    // look and form handling, not the site's design system.
    const outside = ['ui', 'studio'].map((room) => `src${path.sep}${room}${path.sep}`);
    const sources = globSync('src/**/*.{ts,tsx}', { cwd: ROOT }).filter(
      (source) => !outside.some((room) => source.startsWith(room)),
    );
    expect(sources.length).toBeGreaterThan(100);
    const found = sources.flatMap((source) =>
      rawControls(readFileSync(path.join(ROOT, source), 'utf8')).map(
        (where) => `${source}:${where}`,
      ),
    );
    expect(found, 'use the controls of src/ui/Field/ (docs/ui.md)').toEqual([]);
  });
});
