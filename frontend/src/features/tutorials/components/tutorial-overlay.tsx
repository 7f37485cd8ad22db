import { useTutorialStore } from '../tutorial-store';
import { findTutorial } from '../tutorials';
import { TutorialIntro } from './tutorial-intro';
import { TutorialTour } from './tutorial-tour';

/** SPEC 4 "Tutorial overlay": the intro, then the steps, driven by the tutorial store. */
export function TutorialOverlay() {
  const tutorial = findTutorial(useTutorialStore((state) => state.activeId));
  const step = useTutorialStore((state) => state.step);
  const { begin, goTo, complete, close } = useTutorialStore.getState();

  return (
    <>
      <TutorialIntro tutorial={tutorial} open={!!tutorial && step === null} onStart={begin} onSkip={close} />
      {tutorial && step !== null && <TutorialTour tutorial={tutorial} step={step} onStep={goTo} onComplete={complete} onClose={close} />}
    </>
  );
}
