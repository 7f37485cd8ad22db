import { ReadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useTutorialStore } from '../tutorial-store';
import { TutorialLibrary } from './tutorial-library';
import { TutorialOverlay } from './tutorial-overlay';
import './tutorials.css';

/**
 * The 'Tutorials' button (SPEC 2.7), docked in the header rather than floating over the page,
 * so it never covers a balance, an amount or a badge; an open drawer or dialog masks it like the
 * rest of the header (issue 18.4). Where the header is narrow it keeps only its icon (the label
 * stays its accessible name).
 */
export function TutorialsButton() {
  const setLibraryOpen = useTutorialStore((state) => state.setLibraryOpen);
  return (
    <Button type="text" icon={<ReadOutlined aria-hidden />} className="tutorials-button" aria-haspopup="dialog" onClick={() => setLibraryOpen(true)}>
      <span className="tutorials-button__label">Tutorials</span>
    </Button>
  );
}

/** The library and the overlay the Tutorials button and auto-start drive; mounted once in the shell. */
export function TutorialsLauncher() {
  // Signing out unmounts the shell: nothing of this visit's tour stays open for the next sign-in.
  useEffect(() => () => useTutorialStore.getState().reset(), []);
  return (
    <>
      <TutorialLibrary />
      <TutorialOverlay />
    </>
  );
}
