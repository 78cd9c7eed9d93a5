/**
 * A value built on first use and kept: for `Intl` formatters and collators, which cost far more
 * to build than to use (loading their locale and time-zone data is most of a module's start-up
 * in the browser), so a page whose code imports them pays only if it actually formats.
 */
export function builtOnce<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}
