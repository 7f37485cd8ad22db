import { useNavigate } from 'react-router-dom';
import { HelpPage } from '../features/help/pages/help-page';
import { useTutorialStore } from '../features/tutorials/tutorial-store';
import { TUTORIALS } from '../features/tutorials/tutorials';

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

  // As the library does: a tutorial's steps point at its page, so go there first (none: any page).
  const startTutorial = (id: string) => {
    const page = TUTORIALS.find((tutorial) => tutorial.id === id)?.page;
    if (page) navigate(page);
    start(id);
  };

  return <HelpPage tutorials={tutorials} onStartTutorial={startTutorial} />;
}
