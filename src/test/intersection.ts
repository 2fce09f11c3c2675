/**
 * A controllable IntersectionObserver for component tests: each one made is kept, and a test
 * reports whether its element is near the viewport (within the observer's margin) or not.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  /** The observer made last. */
  static get last(): FakeIntersectionObserver | undefined {
    return FakeIntersectionObserver.instances.at(-1);
  }
  options: IntersectionObserverInit | undefined;
  disconnected = false;
  callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  /** The observer's report: near the viewport (within its margin) or not. */
  report(isIntersecting: boolean) {
    this.callback(
      [{ isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  enter() {
    this.report(true);
  }
}
