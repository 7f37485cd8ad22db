import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LandingPage } from '../features/landing/pages/landing-page';

/**
 * The landing page on its own (landing.html): pre-rendered at build, then hydrated with React and
 * the router only, no antd and no app shell, so a first visit downloads and runs little.
 * A link to any other page loads the app (index.html) for it.
 */
export function LandingRoot() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="*" element={<LoadTheApp />} />
    </Routes>
  );
}

/** The address already changed (a Link was followed): the server answers it with the app. */
function LoadTheApp() {
  useEffect(() => window.location.reload(), []);
  return null;
}
