import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { WELCOME_LINE } from '../features/dashboard/components/welcome-card';
import { TRANSFER_PAGE_HEADER } from '../features/transfers/transfer-page-header';
import { BANK_NAME } from '../shared/brand';

/**
 * What a signed-in browser sees of the opening pages (router.tsx, OPENING_PAGES) before the app
 * runs: the boot bar, the side menu's column on a wide screen, and the page's own first words where
 * the page will put them, styled by index.html's inline rules (the `boot` classes). Nothing
 * personal: the greeting and the figures come with the app, which replaces all of it at once.
 */
function Skeleton({ children }: { children: ReactNode }) {
  return (
    <div className="boot" aria-hidden="true">
      <div className="boot__bar">{BANK_NAME}</div>
      <div className="boot__frame">
        <div className="boot__side" />
        <div className="boot__content">{children}</div>
      </div>
    </div>
  );
}

const SKELETONS: Record<string, ReactNode> = {
  dashboard: (
    <div className="boot__welcome">
      <div className="boot__welcome-greeting" />
      <div className="boot__welcome-id" />
      <p className="boot__welcome-line">{WELCOME_LINE}</p>
    </div>
  ),
  transfer: (
    <>
      <div className="boot__title">{TRANSFER_PAGE_HEADER.title}</div>
      <p className="boot__description">{TRANSFER_PAGE_HEADER.description}</p>
    </>
  ),
};

/** Each opening page's skeleton by its path's name (`dashboard` for /dashboard), for scripts/prerender.mjs. */
export function openingSkeletons(): Record<string, string> {
  return Object.fromEntries(Object.entries(SKELETONS).map(([page, content]) => [page, renderToStaticMarkup(<Skeleton>{content}</Skeleton>)]));
}
