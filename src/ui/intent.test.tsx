import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPress, holdSubmits, resumeHeldSubmit, whenWanted } from './intent.ts';
import { FakeIntersectionObserver } from '../test/intersection.ts';

function formIn(root: HTMLElement): HTMLFormElement {
  root.innerHTML =
    '<form aria-label="Lead" action="/api/forms/X" method="post"><label>Email <input name="email"></label><button>Send</button></form>';
  return within(root).getByRole<HTMLFormElement>('form', { name: 'Lead' });
}

let root: HTMLElement;
beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  root.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenWanted', () => {
  it('given an element on the first screen, should wait for intent inside it, not for the viewport', () => {
    const form = formIn(root);
    const outside = document.createElement('button');
    outside.textContent = 'Elsewhere';
    document.body.append(outside);
    const wanted = vi.fn();
    whenWanted(root, wanted);
    FakeIntersectionObserver.last!.report(true);
    outside.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(wanted).not.toHaveBeenCalled();

    within(form)
      .getByRole('textbox', { name: 'Email' })
      .dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(wanted.mock.calls[0]![0]).toHaveProperty('type', 'focusin');
    expect(FakeIntersectionObserver.last!.disconnected).toBe(true);
    // Once only.
    form.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(wanted).toHaveBeenCalledTimes(1);
    outside.remove();
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'submit'])(
    'given a %s inside the element, should call at once, even if a listener inside stops it',
    (type) => {
      const form = formIn(root);
      // React stops discrete events inside markup it has not hydrated yet.
      form.addEventListener(type, (event) => event.stopPropagation());
      const wanted = vi.fn();
      whenWanted(root, wanted);
      within(form)
        .getByRole('textbox', { name: 'Email' })
        .dispatchEvent(new Event(type, { bubbles: true }));
      expect(wanted).toHaveBeenCalledTimes(1);
    },
  );

  it('given an element below the first screen, should call when it is scrolled near', () => {
    const wanted = vi.fn();
    whenWanted(root, wanted);
    FakeIntersectionObserver.last!.report(false);
    expect(wanted).not.toHaveBeenCalled();
    FakeIntersectionObserver.last!.report(true);
    expect(wanted).toHaveBeenCalledWith(undefined);
  });

  it('given it was stopped, should never call', () => {
    formIn(root);
    const wanted = vi.fn();
    whenWanted(root, wanted)();
    within(root)
      .getByRole('textbox', { name: 'Email' })
      .dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(wanted).not.toHaveBeenCalled();
  });

  it('given no IntersectionObserver, should call at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const wanted = vi.fn();
    whenWanted(root, wanted);
    expect(wanted).toHaveBeenCalledTimes(1);
  });
});

describe('holdSubmits', () => {
  it('given a submit before the live form, should hold it, then submit again through the live form', () => {
    vi.useFakeTimers();
    const form = formIn(root);
    holdSubmits(root);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    resumeHeldSubmit(form);
    vi.runAllTimers();
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    // No longer held: the live form's own submits go through.
    const next = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(next);
    expect(next.defaultPrevented).toBe(false);
  });

  it('given no submit was held, should not submit when the live form takes over', () => {
    vi.useFakeTimers();
    const form = formIn(root);
    holdSubmits(root);
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    resumeHeldSubmit(form);
    vi.runAllTimers();
    expect(requestSubmit).not.toHaveBeenCalled();
  });

  it('given the code cannot arrive, should post the held form as the plain form it is', () => {
    const form = formIn(root);
    const post = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const stop = holdSubmits(root);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    stop(true);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.contexts[0]).toBe(form);
    post.mockRestore();
  });

  it('given a submit outside the held element, should leave it alone', () => {
    const other = document.createElement('div');
    document.body.append(other);
    const form = formIn(other);
    holdSubmits(root);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    other.remove();
  });
});

describe('afterPress', () => {
  it('given a pointer press, should resolve only after its release (and the click it makes)', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    void afterPress(new Event('pointerdown')).then(done);
    await vi.runAllTimersAsync();
    expect(done).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerup'));
    await vi.runAllTimersAsync();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it.each([['focusin'], ['keydown'], [undefined]])(
    'given %s, should resolve at once',
    async (type) => {
      await expect(afterPress(type ? new Event(type) : undefined)).resolves.toBeUndefined();
    },
  );
});
