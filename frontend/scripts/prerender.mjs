// After `vite build`: renders the landing page to HTML in Node (src/app/landing-prerender.tsx,
// built for SSR into .prerender/) and puts it into dist/landing.html, so "/" shows its content
// before any JavaScript arrives; landing-main.tsx then hydrates that very markup. Its stylesheets
// go inline too (the CSP allows inline styles, not scripts): the first response paints the page.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const frontend = fileURLToPath(new URL('..', import.meta.url));
const ssrOut = `${frontend}.prerender`;
execFileSync(process.execPath, [`${frontend}../node_modules/vite/bin/vite.js`, 'build', '--ssr', 'src/app/landing-prerender.tsx', '--logLevel', 'warn'], { cwd: frontend, stdio: 'inherit' });
try {
  const { render } = await import(pathToFileURL(`${ssrOut}/landing-prerender.js`).href);
  const page = `${frontend}dist/landing.html`;
  const html = readFileSync(page, 'utf8');
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error(`dist/landing.html has no ${root}`);
  const body = render();
  let inlined = 0;
  const styled = html.replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g, (_link, href) => {
    inlined += 1;
    return `<style>${readFileSync(`${frontend}dist${href}`, 'utf8')}</style>`;
  });
  writeFileSync(page, styled.replace(root, `<div id="root">${body}</div>`));
  console.log(`pre-rendered dist/landing.html (${(body.length / 1000).toFixed(1)} kB of markup, ${inlined} stylesheets inline)`);
} finally {
  rmSync(ssrOut, { recursive: true, force: true });
}
