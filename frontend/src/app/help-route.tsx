import { useNavigate } from 'react-router-dom';
import { HelpPage } from '../features/help/pages/help-page';
import { useTutorialStore } from '../features/tutorials/tutorial-store';
import { AUTO_START_BY_PATH, TUTORIALS } from '../features/tutorials/tutorials';

/** The page a tutorial belongs to (its targets are there), from the tutorials' own page map. */
function tutorialPage(id: string): string | undefined {
  return Object.entries(AUTO_START_BY_PATH).find(([, tutorialId]) => tutorialId === id)?.[0];
}

/**
 * Help & Support composed with the tutorials: features do not import each other, so the app
 * hands the help page the tutorial list and the way to start one on its page.
 */
export function HelpRoute() {
  const navigate = useNavigate();
  const completed = useTutorialStore((state) => state.completed);
  const start = useTutorialStore((state) => state.start);

  const tutorials = TUTORIALS.map((tutorial) => ({
    id: tutorial.id,
    title: tutorial.title,
    description: tutorial.description,
    estimatedTime: tutorial.estimatedTime,
    stepCount: tutorial.steps.length,
    completed: completed.includes(tutorial.id),
  }));

  const startTutorial = (id: string) => {
    const page = tutorialPage(id);
    if (page) navigate(page);
    start(id);
  };

  return <HelpPage tutorials={tutorials} onStartTutorial={startTutorial} />;
}
