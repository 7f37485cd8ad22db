import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { IdentityMessages } from '@bank/contracts/identity';
import { refreshNotificationsAfterWrite } from '../features/notifications/api/refresh-notifications';
import { setUnauthorizedHandler, setWriteHandler, unauthorizedHandled } from '../shared/api-client';
import { clearSession } from '../shared/current-user';
import { notify } from '../shared/notify';
import { returnTo } from '../shared/return-to';
import { AppProviders, queryClient } from './providers';
import { preloadOpeningPage, router } from './router';
import { UNAUTHORIZED_REDIRECT_MS } from './route-guards';
import { stylesheetsApplied } from './stylesheets';
import './global.css';

// The one place a 401 from any API call is handled (SPEC 8): the session is gone on the server.
setUnauthorizedHandler(() => {
  notify.info({ title: IdentityMessages.LOGGED_OUT_REDIRECT, key: 'logged-out' });
  // The sign-in that follows comes back to the page the customer was on.
  const { pathname, search } = window.location;
  window.setTimeout(() => {
    clearSession(queryClient);
    void router.navigate('/login', { replace: true, state: returnTo(pathname + search) });
    unauthorizedHandled();
  }, UNAUTHORIZED_REDIRECT_MS);
});

// Any change may have notified the customer: the bell shows it now, not at the next poll.
setWriteHandler((path) => refreshNotificationsAfterWrite(queryClient, path));

// First, so that the opening page's code finds index.html's stylesheets applied: a lazy chunk
// asks for the stylesheets it needs, and one not yet applied would be added a second time.
const stylesheets = stylesheetsApplied();

const openingPage = preloadOpeningPage(window.location.pathname, queryClient);

// The boot bar (or the opening page's skeleton) has been painted meanwhile; the app renders once
// its styles apply and the opening page's code and data are in. As a transition,
// React builds the first screen in short slices and yields between them, so a phone stays
// responsive to taps meanwhile (docs/decisions/signed-in-page-speed.md).
void Promise.all([stylesheets, openingPage]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
});
