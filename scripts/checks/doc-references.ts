/**
 * Keeps references to docs/product.md resolvable. Code comments cite it as
 * `docs/product.md §4.3` (more sections follow as `, §5.1`); Markdown links to it as
 * `product.md#s4.3`, with the citation or the bare section as link text. This finds, per file: a
 * citation of a section the document does not have, a link to an anchor it does not have, a
 * section sign that is not part of a citation (a reader could not tell which document it means;
 * `RFC 9110 §5.6.7` names its document and passes), and any `SPEC §` reference (a document outside
 * the repository). In README.md and the docs folder it also finds every cited repository path (in a
 * code span or a relative link) that does not exist, a README longer than README_MAX_LINES, and a
 * README table of npm scripts that is not package.json's. Run by scripts/checks/doc-references.test.ts
 * in `npm test`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const PRODUCT_DOC = 'docs/product.md';

export interface ReferenceProblem {
  file: string;
  line: number;
  message: string;
}

const SECTION = String.raw`§\d+(?:\.\d+)*`;
/** `docs/product.md §4.3, §5.1`, also when a comment wraps between the name and the section. */
const CITATION = new RegExp(
  String.raw`docs/product\.md(?:\s|\*|//)+(${SECTION}(?:(?:,\s*|\s+and\s+|–)${SECTION})*)`,
  'g',
);
/** A Markdown link whose text is only the section: `[§6.2](docs/product.md#s6.2)`. */
const LINK_CITATION = new RegExp(String.raw`\[(${SECTION})\]\([^)\s]*product\.md#s[\d.]+\)`, 'g');
const SECTION_NUMBER = /§(\d+(?:\.\d+)*)/g;
const BARE_SECTION = /§\s*\d/g;
const EXTERNAL_SPEC = /\bSPEC\s*§/g;
/** A section of a standard, `RFC 9110 §13.1.2`: a document anyone can look up. */
const RFC_SECTION = new RegExp(String.raw`\bRFC\s*\d+,?\s*${SECTION}`, 'g');
const ANCHOR_LINK = /product\.md#([\w.-]+)/g;

/** Numbered headings (`## 4 Title`, `### 4.3 Title`) and explicit anchors (`<a id="s4.3">`). */
export function outlineOf(markdown: string): { sections: Set<string>; anchors: Set<string> } {
  const sections = new Set<string>();
  const anchors = new Set<string>();
  for (const match of markdown.matchAll(/^#{2,4} (\d+(?:\.\d+)*) /gm)) sections.add(match[1]!);
  for (const match of markdown.matchAll(/<a id="([^"]+)"><\/a>/g)) anchors.add(match[1]!);
  return { sections, anchors };
}

/** Every numbered section needs its anchor, or links to it would break on a retitle. */
export function outlineProblems(markdown: string, file = PRODUCT_DOC): ReferenceProblem[] {
  const { sections, anchors } = outlineOf(markdown);
  const problems: ReferenceProblem[] = [];
  for (const section of sections) {
    if (!anchors.has(`s${section}`)) {
      problems.push({
        file,
        line: lineOf(markdown, markdown.search(new RegExp(`^#{2,4} ${section} `, 'm'))),
        message: `section ${section} has no anchor <a id="s${section}"></a> above its heading`,
      });
    }
  }
  return problems;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, Math.max(0, index)).split('\n').length;
}

/**
 * Problems in one file's text. `selfCitations`: the file is docs/product.md itself, whose bare
 * `§4.4` cross-references name its own sections.
 */
export function referenceProblems(
  file: string,
  text: string,
  outline: { sections: Set<string>; anchors: Set<string> },
  selfCitations = false,
): ReferenceProblem[] {
  const problems: ReferenceProblem[] = [];
  const report = (index: number, message: string) =>
    problems.push({ file, line: lineOf(text, index), message });

  for (const match of text.matchAll(EXTERNAL_SPEC)) {
    report(match.index, 'cites SPEC, a document outside the repository: cite docs/product.md §N');
  }
  // Blank out every citation once checked, so what remains are section signs with no document.
  let rest = text.replace(EXTERNAL_SPEC, (found) => ' '.repeat(found.length));
  const checkSections = (cited: string, index: number) => {
    for (const [, number] of cited.matchAll(SECTION_NUMBER)) {
      if (!outline.sections.has(number!)) report(index, `${PRODUCT_DOC} has no section §${number}`);
    }
  };
  for (const match of [...text.matchAll(CITATION), ...text.matchAll(LINK_CITATION)]) {
    checkSections(match[1]!, match.index);
    rest =
      rest.slice(0, match.index) +
      ' '.repeat(match[0].length) +
      rest.slice(match.index + match[0].length);
  }
  for (const match of text.matchAll(RFC_SECTION)) {
    rest =
      rest.slice(0, match.index) +
      ' '.repeat(match[0].length) +
      rest.slice(match.index + match[0].length);
  }
  for (const match of text.matchAll(ANCHOR_LINK)) {
    if (!outline.anchors.has(match[1]!)) {
      report(match.index, `${PRODUCT_DOC} has no anchor #${match[1]}`);
    }
  }
  if (selfCitations) {
    for (const match of rest.matchAll(new RegExp(SECTION, 'g')))
      checkSections(match[0], match.index);
  } else {
    for (const match of rest.matchAll(BARE_SECTION)) {
      report(match.index, `a section sign without a document: write "${PRODUCT_DOC} §N"`);
    }
  }
  return problems;
}

const SCANNED_DIRS = ['src', 'scripts', 'server', 'e2e', 'functions'];
const SCANNED_FILE = /\.(?:[cm]?[jt]sx?|css)$/;
/** This checker and its tests quote the forms they look for. */
const NOT_SCANNED = new Set([
  'scripts/checks/doc-references.ts',
  'scripts/checks/doc-references.test.ts',
]);

/** Files whose comments may cite the document: code, README and the docs folder. */
export function scannedFiles(root: string): string[] {
  const files = ['README.md'];
  for (const dir of SCANNED_DIRS.filter((name) => existsSync(path.join(root, name)))) {
    for (const entry of readdirSync(path.join(root, dir), { recursive: true })) {
      const name = String(entry);
      const file = path.join(dir, name);
      if (
        SCANNED_FILE.test(name) &&
        !name.split(path.sep).includes('node_modules') &&
        !NOT_SCANNED.has(file.split(path.sep).join('/'))
      ) {
        files.push(file);
      }
    }
  }
  for (const entry of readdirSync(path.join(root, 'docs'), { recursive: true })) {
    if (String(entry).endsWith('.md')) files.push(path.join('docs', String(entry)));
  }
  return files;
}

/** Every problem in the repository at `root`. */
export function repositoryProblems(root: string): ReferenceProblem[] {
  const doc = readFileSync(path.join(root, PRODUCT_DOC), 'utf8');
  const outline = outlineOf(doc);
  const problems = outlineProblems(doc);
  for (const file of scannedFiles(root)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const self = file.split(path.sep).join('/') === PRODUCT_DOC;
    problems.push(...referenceProblems(file, text, outline, self));
  }
  return problems;
}

export function formatProblems(problems: readonly ReferenceProblem[]): string {
  return problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n');
}

// ---------------------------------------------------------------------------------------------
// README.md and docs/**/*.md: cited paths exist, the README stays a short front door, and its
// table of npm scripts is package.json's. A doc that names a file that has moved sends a reader
// to nothing; a README that grows back into a notebook is read by nobody.

/** At most this many lines: the README is read top to bottom in five minutes. */
export const README_MAX_LINES = 200;

/** Top-level folders and files of the repository whose paths the docs cite. */
export const CITED_ROOTS = [
  'src',
  'server',
  'scripts',
  'docs',
  'e2e',
  'functions',
  'content',
  'data',
  'public',
  '.ci',
] as const;

export interface CitedPath {
  /** Repository-relative, `/`-separated, without a trailing slash; empty above the root. */
  path: string;
  line: number;
  /** As written in the file. */
  written: string;
}

const FENCE = /^ {0,3}(```|~~~)/;
const CODE_SPAN = /(`+)([^`]+?)\1/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const ROOT_PATH = new RegExp(
  String.raw`^(?:${CITED_ROOTS.map((root) => root.replace('.', '\\.')).join('|')})(?:/[\w.@-]+)*/?$`,
);

/** Joins `base` (a folder) and a relative link as a normalised repository path, or null above the root. */
function resolveLink(base: string, target: string): string | null {
  const parts = base === '' ? [] : base.split('/');
  for (const part of target.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

/**
 * Every repository path a Markdown file cites: words in code spans that start with one of
 * CITED_ROOTS (`server/headers.ts`, `node scripts/events.ts`, `src/ui/`), and the targets of
 * relative links, resolved against the file's folder. Fenced code blocks, URLs, site paths
 * (`/api/forms/`) and globs (`content/pages/**\/*.md`) are not file citations.
 */
export function citedPaths(file: string, markdown: string): CitedPath[] {
  const cited: CitedPath[] = [];
  const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (FENCE.test(text)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    for (const [, , span] of text.matchAll(CODE_SPAN)) {
      for (const word of span!.split(/\s+/)) {
        const candidate = word.replace(/^['"(]+|[)'",;:.]+$/g, '').replace(/:\d+$/, '');
        if (ROOT_PATH.test(candidate)) {
          cited.push({ path: candidate.replace(/\/$/, ''), line, written: word });
        }
      }
    }
    const withoutSpans = text.replace(CODE_SPAN, (found) => ' '.repeat(found.length));
    for (const [, target] of withoutSpans.matchAll(MARKDOWN_LINK)) {
      if (/^(?:[a-z][\w+.-]*:|#|\/)/i.test(target!)) continue;
      const bare = target!.replace(/[#?].*$/, '');
      if (bare === '') continue;
      const resolved = resolveLink(folder, bare);
      cited.push({ path: resolved ?? '', line, written: target! });
    }
  });
  return cited;
}

/** Cited paths that do not exist; `exists` answers for a repository path (file or folder). */
export function missingPathProblems(
  file: string,
  markdown: string,
  exists: (repositoryPath: string) => boolean,
): ReferenceProblem[] {
  return citedPaths(file, markdown)
    .filter((cited) => cited.path === '' || !exists(cited.path))
    .map((cited) => ({
      file,
      line: cited.line,
      message: `cites ${cited.written}, which is not in the repository (${cited.path || 'above its root'})`,
    }));
}

export function readmeLengthProblems(readme: string, file = 'README.md'): ReferenceProblem[] {
  const lines = readme.endsWith('\n') ? readme.split('\n').length - 1 : readme.split('\n').length;
  return lines <= README_MAX_LINES
    ? []
    : [
        {
          file,
          line: README_MAX_LINES + 1,
          message: `has ${lines} lines, more than ${README_MAX_LINES}: move detail into docs/`,
        },
      ];
}

const NPM_COMMAND = /`npm (?:run (?:--silent )?([\w:.-]+)|(start|test)\b)/g;

/**
 * The README's table of npm scripts (the table rows whose first cell names `npm run x`,
 * `npm start` or `npm test`) against package.json's scripts: each listed once at least, no
 * command that package.json does not have.
 */
export function scriptTableProblems(
  readme: string,
  scripts: readonly string[],
  file = 'README.md',
): ReferenceProblem[] {
  const listed = new Map<string, number>();
  readme.split('\n').forEach((text, index) => {
    if (!text.startsWith('|')) return;
    const firstCell = text.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(NPM_COMMAND)) {
      const name = match[1] ?? match[2]!;
      if (!listed.has(name)) listed.set(name, index + 1);
    }
  });
  if (listed.size === 0) {
    return [
      { file, line: 1, message: 'has no table of npm scripts (`npm run …` in a first cell)' },
    ];
  }
  const problems: ReferenceProblem[] = [];
  const known = new Set(scripts);
  for (const [name, line] of listed) {
    if (!known.has(name)) {
      problems.push({ file, line, message: `lists npm script "${name}", not in package.json` });
    }
  }
  const tableLine = Math.min(...listed.values());
  for (const name of scripts) {
    if (!listed.has(name)) {
      problems.push({
        file,
        line: tableLine,
        message: `its npm scripts table leaves out "${name}" of package.json`,
      });
    }
  }
  return problems;
}

/** README.md and every Markdown file under docs/, as repository paths. */
export function markdownFiles(root: string): string[] {
  const files = ['README.md'];
  for (const entry of readdirSync(path.join(root, 'docs'), { recursive: true })) {
    if (String(entry).endsWith('.md'))
      files.push(`docs/${String(entry).split(path.sep).join('/')}`);
  }
  return files.sort();
}

/** Every problem of the README and the docs folder in the repository at `root`. */
export function markdownProblems(root: string): ReferenceProblem[] {
  const exists = (repositoryPath: string) => existsSync(path.join(root, repositoryPath));
  const problems: ReferenceProblem[] = [];
  for (const file of markdownFiles(root)) {
    problems.push(
      ...missingPathProblems(file, readFileSync(path.join(root, file), 'utf8'), exists),
    );
  }
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  problems.push(...readmeLengthProblems(readme));
  problems.push(...scriptTableProblems(readme, Object.keys(manifest.scripts ?? {})));
  return problems;
}
