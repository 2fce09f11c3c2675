/**
 * Load on intent (issue 37): code for something the visitor may never use, on the first screen,
 * loads when they reach for it (a pointer, a touch, a key or the focus inside it), not with the
 * page. Below the first screen it also loads when scrolled near, as src/ui/near-viewport.ts does.
 * Until then the prerendered HTML stands in, and a form in it would post without JavaScript: a
 * submit is held instead, and resumed by the live form (its tracking and validation) once loaded.
 */
import { NEAR_VIEWPORT_MARGIN } from './near-viewport.ts';

/** The events that tell the visitor reaches for an element (submit: autofill, then the button). */
export const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'submit'] as const;

const inside = (root: Element, event: Event) =>
  event.target instanceof Node && root.contains(event.target);

/** An element with `display: contents` has no box to observe: its first child stands for it. */
function boxOf(root: Element): Element {
  return root.getClientRects().length > 0 ? root : (root.firstElementChild ?? root);
}

/**
 * Calls `onWanted` once: on the first intent inside `root`, or when `root` comes near the viewport
 * by scrolling (an element already near it at load, on the first screen, waits for intent). At
 * once where there is no element or no IntersectionObserver. Returns a function that stops.
 */
export function whenWanted(root: Element | null, onWanted: (intent?: Event) => void): () => void {
  if (!root || typeof IntersectionObserver === 'undefined') {
    onWanted();
    return () => {};
  }
  let firstReport = true;
  const observer = new IntersectionObserver(
    (entries) => {
      const near = entries.some((entry) => entry.isIntersecting);
      if (near && !firstReport) fire(undefined);
      firstReport = false;
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  // On window, in the capture phase: React stops a discrete event inside markup it has not
  // hydrated yet at its root, so listeners on the element would never hear it.
  const onIntent = (event: Event) => {
    if (inside(root, event)) fire(event);
  };
  const stop = () => {
    observer.disconnect();
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
  };
  function fire(intent: Event | undefined) {
    stop();
    onWanted(intent);
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, true);
  observer.observe(boxOf(root));
  return stop;
}

interface Holder {
  root: Element;
  held: HTMLFormElement | null;
  listener: (event: Event) => void;
}

const holders = new Set<Holder>();

function release(holder: Holder): void {
  holders.delete(holder);
  window.removeEventListener('submit', holder.listener, true);
}

/**
 * Holds any submit of a form inside `root` until the live form takes over (resumeHeldSubmit), so
 * a lead sent before the form's code arrived goes through the live form, with the visit's
 * attribution. Returns a function that stops holding: with `postHeld` (the code cannot arrive),
 * a held form is posted as the plain form it is.
 */
export function holdSubmits(root: Element): (postHeld?: boolean) => void {
  const holder: Holder = {
    root,
    held: null,
    listener: (event) => {
      if (!inside(root, event) || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      holder.held = event.target;
    },
  };
  holders.add(holder);
  window.addEventListener('submit', holder.listener, true);
  return (postHeld = false) => {
    if (!holders.has(holder)) return;
    release(holder);
    if (postHeld && holder.held?.isConnected) HTMLFormElement.prototype.submit.call(holder.held);
  };
}

/**
 * Called by a live form once mounted: stops holding its submits and, when one was held, submits
 * it again, now through the live form's handler (on the next task, once its state has settled).
 */
export function resumeHeldSubmit(form: HTMLFormElement): void {
  let held = false;
  for (const holder of holders)
    if (holder.root.contains(form)) {
      held ||= holder.held !== null;
      release(holder);
    }
  if (held) setTimeout(() => form.isConnected && form.requestSubmit(), 0);
}

/**
 * Resolves once a press that started with `intent` is over (the click it makes has happened):
 * markup swapped under a pressed pointer would lose that click. At once for other intents.
 */
export function afterPress(intent: Event | undefined): Promise<void> {
  if (intent?.type !== 'pointerdown' && intent?.type !== 'touchstart') return Promise.resolve();
  const ends = ['pointerup', 'pointercancel', 'touchend', 'touchcancel'];
  return new Promise((resolve) => {
    const ended = () => {
      for (const type of ends) window.removeEventListener(type, ended, true);
      // After the click the release dispatches in the same task.
      setTimeout(resolve, 0);
    };
    for (const type of ends) window.addEventListener(type, ended, true);
  });
}
