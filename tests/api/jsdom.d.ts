// jsdom ships no types and @types/jsdom is not a dependency: the little the API tests use of it.
declare module "jsdom" {
  export class JSDOM {
    constructor(markup: string, options?: { contentType?: string });
    readonly window: Window & typeof globalThis;
  }
}
