import { ReadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useTutorialStore } from '../tutorial-store';
import { TutorialLibrary } from './tutorial-library';
import { TutorialOverlay } from './tutorial-overlay';
import './tutorials.css';

/** The floating 'Tutorials' button (SPEC 2.7) with the library and the overlay it drives. */
export function TutorialsLauncher() {
  const setLibraryOpen = useTutorialStore((state) => state.setLibraryOpen);

  // Signing out unmounts the shell: nothing of this visit's tour stays open for the next sign-in.
  useEffect(
    () => () => {
      useTutorialStore.getState().close();
      useTutorialStore.getState().setLibraryOpen(false);
    },
    [],
  );
  return (
    <>
      <Button
        type="primary"
        shape="round"
        size="large"
        icon={<ReadOutlined aria-hidden />}
        className="tutorials-button"
        aria-haspopup="dialog"
        onClick={() => setLibraryOpen(true)}
      >
        <span className="tutorials-button__label">Tutorials</span>
      </Button>
      <TutorialLibrary />
      <TutorialOverlay />
    </>
  );
}
