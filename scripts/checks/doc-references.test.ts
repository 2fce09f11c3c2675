import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  citedPaths,
  formatProblems,
  markdownFiles,
  markdownProblems,
  missingPathProblems,
  outlineOf,
  outlineProblems,
  referenceProblems,
  readmeLengthProblems,
  README_MAX_LINES,
  repositoryProblems,
  scannedFiles,
  scriptTableProblems,
} from './doc-references.ts';

const DOC = [
  '# Product',
  '<a id="s4"></a>',
  '',
  '## 4 Attribution',
  '<a id="s4.3"></a>',
  '',
  '### 4.3 Cookies',
  'See §4 and §4.3.',
].join('\n');
const outline = outlineOf(DOC);
const problemsIn = (text: string) =>
  referenceProblems('src/x.ts', text, outline).map((problem) => problem.message);

describe('outlineOf', () => {
  it('given numbered headings and anchors, should list both', () => {
    expect([...outline.sections]).toEqual(['4', '4.3']);
    expect([...outline.anchors]).toEqual(['s4', 's4.3']);
  });
});

describe('outlineProblems', () => {
  it('given a numbered heading without its anchor, should report it with its line', () => {
    expect(outlineProblems('# P\n\n## 7 Forms\n', 'docs/p.md')).toEqual([
      {
        file: 'docs/p.md',
        line: 3,
        message: 'section 7 has no anchor <a id="s7"></a> above its heading',
      },
    ]);
  });

  it('given every heading with its anchor, should report nothing', () => {
    expect(outlineProblems(DOC)).toEqual([]);
  });
});

describe('referenceProblems', () => {
  it('given citations of existing sections, also wrapped in a comment, should report nothing', () => {
    expect(problemsIn('/** Cookies (docs/product.md §4.3, §4). */')).toEqual([]);
    expect(problemsIn('/**\n * Cookies (docs/product.md\n * §4.3).\n */')).toEqual([]);
    expect(problemsIn('// see docs/product.md §4 and §4.3')).toEqual([]);
  });

  it('given a citation of a missing section, should name the section', () => {
    expect(problemsIn('/** (docs/product.md §4.3, §9.9) */')).toEqual([
      'docs/product.md has no section §9.9',
    ]);
  });

  it('given a reference to the external spec, should report it once, with its line', () => {
    const problems = referenceProblems('src/x.ts', 'const a = 1;\n/** SPEC §4.3 */', outline);
    expect(problems).toEqual([
      {
        file: 'src/x.ts',
        line: 2,
        message: 'cites SPEC, a document outside the repository: cite docs/product.md §N',
      },
    ]);
  });

  it('given a section sign with no document, should report it', () => {
    expect(problemsIn('/** the modal (§2.9). */')).toEqual([
      'a section sign without a document: write "docs/product.md §N"',
    ]);
  });

  it('given a section of an RFC, should accept it as naming its document', () => {
    expect(problemsIn('/** The HTTP-date forms (RFC 9110 §5.6.7). */')).toEqual([]);
  });

  it('given a Markdown link whose text is the section, should count it as a citation', () => {
    expect(problemsIn('(see [§4.3](docs/product.md#s4.3))')).toEqual([]);
    expect(problemsIn('(see [§4.4](docs/product.md#s4.3))')).toEqual([
      'docs/product.md has no section §4.4',
    ]);
  });

  it('given a link to an anchor, should check the anchor exists', () => {
    expect(problemsIn('[x](docs/product.md#s4.3) [y](product.md#s5)')).toEqual([
      'docs/product.md has no anchor #s5',
    ]);
  });

  it('given the document itself, should check its bare cross-references', () => {
    const self = referenceProblems('docs/product.md', 'See §4.3 and §8.', outline, true);
    expect(self.map((problem) => problem.message)).toEqual(['docs/product.md has no section §8']);
  });
});

describe('citedPaths', () => {
  it('given code spans, should take the words that start with a repository folder', () => {
    const text = [
      'Headers: `server/headers.ts`; run `node scripts/events.ts`.',
      "Folders `src/ui/` and `src/ui/Icon`, quoted `import { x } from 'src/ui/Icon'`.",
    ].join('\n');
    expect(citedPaths('README.md', text).map((cited) => `${cited.line} ${cited.path}`)).toEqual([
      '1 server/headers.ts',
      '1 scripts/events.ts',
      '2 src/ui',
      '2 src/ui/Icon',
      '2 src/ui/Icon',
    ]);
  });

  it('given site paths, URLs, globs, other folders and fenced code, should cite nothing', () => {
    const text = [
      '`/api/forms/` `https://example.com/src/a.ts` `content/pages/**/*.md` `dist/_headers`',
      '`.cache/images` `CONTENT_DIR=.cache/content-synth` `touch.ts`',
      '```sh',
      'node scripts/missing.ts `src/missing.ts`',
      '```',
    ].join('\n');
    expect(citedPaths('README.md', text)).toEqual([]);
  });

  it('given relative links, should resolve them against the file folder, without anchors', () => {
    const text =
      '[ADR 10](adr/0010-code-layout.md#why) [up](../README.md) [web](https://x.y/a.md) [here](#s4)';
    expect(citedPaths('docs/architecture.md', text).map((cited) => cited.path)).toEqual([
      'docs/adr/0010-code-layout.md',
      'README.md',
    ]);
  });
});

describe('missingPathProblems', () => {
  const exists = (cited: string) => ['server/headers.ts', 'docs/adr'].includes(cited);

  it('given cited paths that exist, should report nothing', () => {
    expect(missingPathProblems('docs/x.md', '`server/headers.ts` [ADRs](adr/)', exists)).toEqual(
      [],
    );
  });

  it('given a moved file and a link above the root, should report each with its line', () => {
    expect(
      missingPathProblems('docs/x.md', 'ok\nsee `server/static.ts`\n[out](../../x.md)', exists),
    ).toEqual([
      {
        file: 'docs/x.md',
        line: 2,
        message: 'cites server/static.ts, which is not in the repository (server/static.ts)',
      },
      {
        file: 'docs/x.md',
        line: 3,
        message: 'cites ../../x.md, which is not in the repository (above its root)',
      },
    ]);
  });
});

describe('readmeLengthProblems', () => {
  const lines = (count: number) => `${Array.from({ length: count }, () => 'a').join('\n')}\n`;

  it('given a README of the maximum length, should report nothing', () => {
    expect(readmeLengthProblems(lines(README_MAX_LINES))).toEqual([]);
  });

  it('given one line more, should report the length', () => {
    expect(readmeLengthProblems(lines(README_MAX_LINES + 1)).map((p) => p.message)).toEqual([
      `has ${README_MAX_LINES + 1} lines, more than ${README_MAX_LINES}: move detail into docs/`,
    ]);
  });
});

describe('scriptTableProblems', () => {
  const table = [
    '# Site',
    '| command | what |',
    '| --- | --- |',
    '| `npm start` / `npm test` | both |',
    '| `npm run lint` / `npm run format` | style |',
    '| `npm run forms:export -- --form NAME` | CSV |',
  ].join('\n');

  it('given a table listing exactly the scripts, should report nothing', () => {
    expect(scriptTableProblems(table, ['start', 'test', 'lint', 'format', 'forms:export'])).toEqual(
      [],
    );
  });

  it('given a script left out and one that does not exist, should report both', () => {
    expect(
      scriptTableProblems(table, ['start', 'test', 'lint', 'forms:export', 'bench']).map(
        (problem) => `${problem.line} ${problem.message}`,
      ),
    ).toEqual([
      '5 lists npm script "format", not in package.json',
      '4 its npm scripts table leaves out "bench" of package.json',
    ]);
  });

  it('given no table, should say so', () => {
    expect(scriptTableProblems('Run `npm start`.', ['start']).map((p) => p.message)).toEqual([
      'has no table of npm scripts (`npm run …` in a first cell)',
    ]);
  });
});

describe('the repository', () => {
  const root = path.resolve(import.meta.dirname, '../..');

  it('given the files it scans, should include code, the README and the ADRs', () => {
    const files = scannedFiles(root).map((file) => file.split(path.sep).join('/'));
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'src/tracking/cookies.ts', 'docs/product.md']),
    );
    expect(files.some((file) => file.startsWith('docs/adr/'))).toBe(true);
  });

  it('given every comment, README and doc, should have only resolvable docs/product.md references', () => {
    // The report lists every problem as file:line: message, so a failure says what to fix.
    expect(formatProblems(repositoryProblems(root))).toBe('');
  });

  it('given the README and docs, should cite only existing paths and list every npm script', () => {
    expect(markdownFiles(root)).toEqual(expect.arrayContaining(['README.md', 'docs/product.md']));
    expect(formatProblems(markdownProblems(root))).toBe('');
  });
});
