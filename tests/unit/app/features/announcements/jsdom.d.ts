// The part of jsdom's API the XSS tests use (jsdom ships no types and @types/jsdom is not a dependency).
declare module 'jsdom' {
  export class VirtualConsole {
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  export interface ConstructorOptions {
    runScripts?: 'dangerously' | 'outside-only';
    url?: string;
    virtualConsole?: VirtualConsole;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
