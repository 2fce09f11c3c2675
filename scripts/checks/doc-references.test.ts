import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatProblems,
  outlineOf,
  outlineProblems,
  referenceProblems,
  repositoryProblems,
  scannedFiles,
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
});
