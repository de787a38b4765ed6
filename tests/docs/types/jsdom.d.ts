// jsdom 29 ships no types and @types/jsdom is not installed: the one constructor the docs tests use.
declare module 'jsdom' {
  export class JSDOM {
    readonly window: Window & typeof globalThis;
  }
}
