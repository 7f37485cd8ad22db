import { Link, useNavigate } from 'react-router-dom';
import { HelpPage } from '../features/help/pages/help-page';
import { BANK_NAME } from '../shared/brand';
import { returnTo } from '../shared/return-to';
import { BankLogo } from '../shared/ui/bank-logo';
import { useTutorialStore } from '../features/tutorials/tutorial-store';
import { TUTORIALS } from '../features/tutorials/tutorials';
import './public-frame.css';

/**
 * Help & Support composed with the tutorials: features do not import each other, so the app
 * hands the help page the tutorial list and the way to start one on its page.
 */
function useHelpTutorials() {
  const completed = useTutorialStore((state) => state.completed);
  return TUTORIALS.map((tutorial) => ({
    id: tutorial.id,
    title: tutorial.title,
    description: tutorial.description,
    estimatedTime: tutorial.estimatedTime,
    stepCount: tutorial.steps.length,
    completed: completed.includes(tutorial.id),
  }));
}

export function HelpRoute() {
  const navigate = useNavigate();
  const tutorials = useHelpTutorials();
  const start = useTutorialStore((state) => state.start);

  // As the library does: a tutorial's steps point at its page, so go there first (none: any page).
  const startTutorial = (id: string) => {
    const page = TUTORIALS.find((tutorial) => tutorial.id === id)?.page;
    if (page) navigate(page);
    start(id);
  };

  return <HelpPage tutorials={tutorials} onStartTutorial={startTutorial} />;
}

/**
 * Help for a visitor (issue 28 item 18): the same answers in a signed-out frame. A tutorial runs
 * inside online banking, so starting one signs in first and comes back to its page.
 */
export function PublicHelpRoute() {
  const navigate = useNavigate();
  const tutorials = useHelpTutorials();
  const signInFor = (id: string) => {
    const page = TUTORIALS.find((tutorial) => tutorial.id === id)?.page ?? '/help';
    navigate('/login', { state: returnTo(page) });
  };
  return (
    <div className="public-frame">
      <header className="public-frame__header">
        <Link to="/" className="public-frame__home" aria-label={`${BANK_NAME} home`}>
          <BankLogo size={32} />
          <span>{BANK_NAME}</span>
        </Link>
        <nav className="public-frame__links" aria-label="Site">
          <Link to="/open-account">Open an Account</Link>
          <Link to="/login" state={returnTo('/help')} className="public-frame__login">Client Login</Link>
        </nav>
      </header>
      <main id="main-content" className="public-frame__content">
        <HelpPage tutorials={tutorials} onStartTutorial={signInFor} />
      </main>
    </div>
  );
}
