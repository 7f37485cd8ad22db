import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { withoutRuleGenerators, withoutUnusedComponents } from './scripts/antd-styles';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/** The icons and what they need: the landing page uses a few, so they stay apart from antd. */
const ICONS_AND_THEIR_DEPENDENCIES = /[\\/]node_modules[\\/](@ant-design[\\/](icons|icons-svg|colors|fast-color)|@rc-component[\\/]util|clsx|@babel[\\/]runtime)[\\/]/;
/** antd and the libraries under its components. */
const ANTD = /[\\/]node_modules[\\/](antd|@rc-component|@ant-design|rc-[^\\/]+|dayjs|throttle-debounce|scroll-into-view-if-needed|compute-scroll-into-view|json2mq|string-convert|@emotion|stylis|resize-observer-polyfill)[\\/]/;
/** Form controls: the transfer page and other forms load them, the dashboard does not. */
const ANTD_FORMS = /[\\/]node_modules[\\/](antd[\\/]es|@rc-component)[\\/](form|select|input-number|steps|radio|checkbox|switch|async-validator|virtual-list)[\\/]/;
/** Large components of the back office and rarer pages: split as Vite likes, fetched with those pages. */
const ANTD_ELSEWHERE = /[\\/]node_modules[\\/](antd[\\/]es|@rc-component)[\\/](table|date-picker|picker|calendar|time-picker|tour|pagination|list|tree|tree-select|upload|result|statistic)[\\/]/;

/**
 * The app's page (index.html) asks for its stylesheets without holding up its first paint: Vite's
 * stylesheet links become preloads, fetched at once beside the scripts, and the app applies them
 * before it renders (src/app/stylesheets.ts). The boot bar, styled inline, paints as soon as the
 * page arrives instead of after 75 kB of antd.css (3 s on a slow phone). Build only: in
 * development Vite's scripts inject the styles. The landing page inlines its own (prerender.mjs).
 */
function appStylesheetsAfterFirstPaint(): Plugin {
  return {
    name: 'app-stylesheets-after-first-paint',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { filename, bundle }) => {
        if (!bundle || !filename.endsWith('/index.html')) return html;
        const stylesheet = /\s*<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g;
        const hrefs = [...html.matchAll(stylesheet)].map((match) => match[1]);
        // antd's rules first, the app's after them (they override some): Vite orders the files by
        // chunk, and global.css's chunk, shared with the landing page, comes before antd's.
        const isAntd = (href: string) => /\/antd-[^/]+\.css$/.test(href);
        const ordered = [...hrefs.filter(isAntd), ...hrefs.filter((href) => !isAntd(href))];
        const preloads = ordered.map((href) => `\n    <link rel="preload" as="style" crossorigin href="${href}">`).join('');
        return html.replace(stylesheet, '').replace(/\s*<\/head>/, `${preloads}\n  </head>`);
      },
    },
  };
}

/** antd.css without the components the app never uses (scripts/antd-styles.ts). */
function antdStylesOfUsedComponents(): Plugin {
  return {
    name: 'antd-styles-of-used-components',
    enforce: 'pre',
    transform: (code, id) => (/[\\/]antd[\\/]dist[\\/]antd\.css$/.test(id) ? withoutUnusedComponents(code) : null),
  };
}

/**
 * antd's style modules without the rule generators zero-runtime mode never runs
 * (scripts/antd-styles.ts): every ConfigProvider of the app sets `zeroRuntime` and loads antd.css.
 */
function antdWithoutRuleGenerators(): Plugin {
  return {
    name: 'antd-without-rule-generators',
    transform(code, id) {
      if (!/[\\/]antd[\\/]es[\\/].+[\\/]style[\\/][^\\/]+\.js$/.test(id)) return null;
      return withoutRuleGenerators(code, (text) => this.parse(text));
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), antdStylesOfUsedComponents(), antdWithoutRuleGenerators(), appStylesheetsAfterFirstPaint()],
  resolve: {
    // The contracts workspace is consumed as source, so the client never needs it built first.
    alias: { '@bank/contracts': fileURLToPath(new URL('../contracts/src', import.meta.url)) },
  },
  build: isSsrBuild
    ? // scripts/prerender.mjs: the landing page rendered to HTML once, at build, in Node.
      { outDir: '.prerender', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        // scripts/bench-bundle.mjs reads the manifest to measure what the landing page loads.
        manifest: true,
        rolldownOptions: {
          // The app (index.html) and the landing page on its own (landing.html, served at "/").
          input: { app: page('index.html'), landing: page('landing.html') },
          output: {
            // React and the router change rarely: their own chunks stay cached across releases.
            codeSplitting: {
              groups: [
                { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                { name: 'react-router', test: /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 3 },
                { name: 'icons', test: ICONS_AND_THEIR_DEPENDENCIES, priority: 2 },
                // The signed-in shell and dashboard's antd in one file (was some 40 requests), forms in another.
                { name: 'antd', test: (id) => ANTD.test(id) && !ANTD_FORMS.test(id) && !ANTD_ELSEWHERE.test(id), priority: 1 },
                { name: 'antd-forms', test: (id) => ANTD_FORMS.test(id) },
              ],
            },
          },
        },
      },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
