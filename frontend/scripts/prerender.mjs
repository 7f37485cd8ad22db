// After `vite build`: renders pages to HTML in Node (src/app/prerender.tsx, built for SSR into
// .prerender/).
// - The landing page into dist/landing.html, so "/" shows its content before any JavaScript
//   arrives; landing-main.tsx then hydrates that very markup. Its stylesheets go inline too (the
//   CSP allows inline styles, not scripts): the first response paints the page.
// - The opening pages' skeletons (src/app/opening-skeletons.tsx) into dist/opening/<page>.html:
//   index.html with the skeleton in place of the boot bar, which the server sends a signed-in
//   browser for that page (backend/src/shared/http/client-files.ts).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const frontend = fileURLToPath(new URL('..', import.meta.url));
const ssrOut = `${frontend}.prerender`;
/** index.html's root as written in the source: the boot bar, painted before the app's script runs. */
const BOOT_ROOT = /<div id="root"><div class="boot" aria-hidden="true">.*?<\/div><\/div><\/div>/;
execFileSync(process.execPath, [`${frontend}../node_modules/vite/bin/vite.js`, 'build', '--ssr', 'src/app/prerender.tsx', '--logLevel', 'warn'], { cwd: frontend, stdio: 'inherit' });
try {
  const { landingPage, openingSkeletons } = await import(pathToFileURL(`${ssrOut}/prerender.js`).href);

  const landing = `${frontend}dist/landing.html`;
  const html = readFileSync(landing, 'utf8');
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error(`dist/landing.html has no ${root}`);
  const body = landingPage();
  let inlined = 0;
  const styled = html.replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g, (_link, href) => {
    inlined += 1;
    return `<style>${readFileSync(`${frontend}dist${href}`, 'utf8')}</style>`;
  });
  writeFileSync(landing, styled.replace(root, `<div id="root">${body}</div>`));
  console.log(`pre-rendered dist/landing.html (${(body.length / 1000).toFixed(1)} kB of markup, ${inlined} stylesheets inline)`);

  const app = readFileSync(`${frontend}dist/index.html`, 'utf8');
  if (!BOOT_ROOT.test(app)) throw new Error('dist/index.html has no boot bar in its root');
  mkdirSync(`${frontend}dist/opening`, { recursive: true });
  const skeletons = openingSkeletons();
  for (const [page, skeleton] of Object.entries(skeletons)) {
    writeFileSync(`${frontend}dist/opening/${page}.html`, app.replace(BOOT_ROOT, () => `<div id="root">${skeleton}</div>`));
  }
  console.log(`pre-rendered the skeletons of dist/opening/: ${Object.keys(skeletons).join(', ')}`);
} finally {
  rmSync(ssrOut, { recursive: true, force: true });
}
