import { describe, expect, it } from 'vitest';
import { sortCheckerErrors, type CheckerMessage } from './html-validity.ts';

const BLOCKING =
  'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';

/** A message as the checker prints it, its highlight being `markup` inside some context. */
function message(text: string, markup: string, type = 'error'): CheckerMessage {
  const before = '</title>\n';
  return {
    type,
    url: 'file:/dist/index.html',
    message: text,
    extract: `${before}${markup}\n</hea`,
    hiliteStart: before.length,
    hiliteLength: markup.length,
  };
}

describe('sortCheckerErrors', () => {
  it('given the blocking error on a rel=expect link, should set it aside and say why', () => {
    const { errors, setAside } = sortCheckerErrors([
      message(BLOCKING, '<link rel="expect" href="#__HARBOR_DATA__" blocking="render">'),
      message(BLOCKING, '<link rel="expect" href="#__HARBOR_DATA__" blocking="render">'),
    ]);
    expect(errors).toEqual([]);
    expect([...setAside.values()]).toEqual([2]);
    expect([...setAside.keys()][0]).toMatch(/rel="expect"/);
  });

  it('given the same error on any other link, should count it', () => {
    const preload = message(BLOCKING, '<link rel="preload" href="/a.js" blocking="render">');
    const { errors, setAside } = sortCheckerErrors([preload]);
    expect(errors).toEqual([preload]);
    expect(setAside.size).toBe(0);
  });

  it('given another error, or a message that is not an error, should count only the error', () => {
    const other = message('Stray end tag “div”.', '</div>');
    const { errors } = sortCheckerErrors([other, message(BLOCKING, '<link>', 'info')]);
    expect(errors).toEqual([other]);
  });

  it('given a clip-path of one path() shape, should set it aside; another refused value counts', () => {
    const shape = message(
      'CSS: “clip-path”: “path("M4 4h56v56L32 76 4 60z")” is not a “clip-path” value.',
      '<style>',
    );
    const other = message('CSS: “clip-path”: “circl(50%)” is not a “clip-path” value.', '<style>');
    const { errors, setAside } = sortCheckerErrors([shape, other]);
    expect(errors).toEqual([other]);
    expect([...setAside.keys()]).toEqual([expect.stringMatching(/path\(\) shapes in clip-path/)]);
  });

  it('given an error without its source, should count it', () => {
    const bare: CheckerMessage = { type: 'error', url: 'file:/x.html', message: BLOCKING };
    expect(sortCheckerErrors([bare]).errors).toEqual([bare]);
  });
});
