import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { LandingRoot } from './landing-root';
import './global.css';

// SPEC 2.1: a signed-in customer's "/" is the dashboard; the check waits for nothing on screen.
// The answer is read to its end, so the request is done (a browser counts an unread body as loading).
void fetch('/api/user', { credentials: 'same-origin' }).then(async (res) => {
  await res.arrayBuffer();
  if (res.ok) window.location.replace('/dashboard');
}).catch(() => {});

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <BrowserRouter>
      <LandingRoot />
    </BrowserRouter>
  </StrictMode>,
);
