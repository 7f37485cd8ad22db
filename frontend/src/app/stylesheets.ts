/**
 * Applies the stylesheets index.html preloads (vite.config.ts, appStylesheetsAfterFirstPaint) and
 * resolves once they are in force, so the app never renders unstyled. A stylesheet that fails to
 * load does not keep the app from starting. Nothing to do in development, where Vite injects styles.
 */
export function stylesheetsApplied(): Promise<void> {
  const preloaded = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]');
  return Promise.all(
    [...preloaded].map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  ).then(() => undefined);
}
