import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { LandingRoot } from './landing-root';

export { openingSkeletons } from './opening-skeletons';

/** The landing page's HTML at "/", for scripts/prerender.mjs: the same tree landing-main.tsx hydrates. */
export function landingPage(): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location="/">
        <LandingRoot />
      </StaticRouter>
    </StrictMode>,
  );
}
