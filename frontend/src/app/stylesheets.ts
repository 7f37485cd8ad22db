/**
 * However a browser reports it, the app starts at the latest this long after its script runs (the
 * stylesheets, preloaded beside the larger scripts, are in by then on any network that got those).
 */
const LONGEST_WAIT_MS = 5_000;

/**
 * Applies the stylesheets index.html preloads (vite.config.ts, appStylesheetsAfterFirstPaint) and
 * resolves once they are in force, so the app never renders unstyled. A stylesheet counts as in
 * force when it fires `load` or when its sheet is there (a browser may apply a preloaded file at
 * once without firing `load` again); one that fails does not keep the app from starting, nor does
 * a browser that reports neither. Nothing to do in development, where Vite injects styles.
 */
export function stylesheetsApplied(): Promise<void> {
  const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  const applied = preloaded.map(
    (link) =>
      new Promise<void>((resolve) => {
        let done = false;
        const finish = () => {
          done = true;
          resolve();
        };
        link.addEventListener('load', finish, { once: true });
        link.addEventListener('error', finish, { once: true });
        link.rel = 'stylesheet';
        const checkSheet = () => {
          if (done) return;
          if (link.sheet) finish();
          else requestAnimationFrame(checkSheet);
        };
        checkSheet();
      }),
  );
  const longestWait = new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS));
  return Promise.race([Promise.all(applied).then(() => undefined), longestWait]);
}
