/** A URL path as people read it ("/不存在", not "/%E4%B8%8D…"); a malformed escape leaves the path as it came. */
export function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
