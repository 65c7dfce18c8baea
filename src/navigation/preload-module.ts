const preloads = new Map<string, Promise<void>>();

/**
 * Fetches a JavaScript module into the page's module map without running it, as a
 * `<link rel="modulepreload">` does; resolves once it is fetched and parsed. Running a route's
 * module (what `import()` does) costs a phone a long task for a page the visitor may never open
 * (decision 111); React Router runs it on the navigation, from the module map. A failed fetch is
 * forgotten, so a later call tries again.
 */
export function preloadModule(url: string): Promise<void> {
  let preload = preloads.get(url);
  if (!preload) {
    preload = new Promise<void>((resolve, reject) => {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = url;
      link.addEventListener("load", () => resolve());
      link.addEventListener("error", () => {
        preloads.delete(url);
        link.remove();
        reject(new Error(`could not preload ${url}`));
      });
      document.head.append(link);
    });
    preloads.set(url, preload);
  }
  return preload;
}
