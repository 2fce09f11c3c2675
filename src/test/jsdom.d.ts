/**
 * The one part of jsdom's API the Node tests use (parsing prerendered HTML to query it by
 * role); jsdom ships no types and @types/jsdom is not worth a dependency for a constructor.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
