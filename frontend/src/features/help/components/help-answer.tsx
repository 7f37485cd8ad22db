import { CustomerServiceOutlined, LoginOutlined, PlayCircleOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { Link } from 'react-router-dom';
import { returnTo } from '../../../shared/return-to';
import type { HelpAction, HelpArticle } from './help-articles';
import { LiveFeeTable } from './live-fee-tables';

/** A guided tutorial as the help page offers it (the tutorials feature owns them). */
export interface HelpTutorial {
  id: string;
  title: string;
  description: string;
  estimatedTime: number;
  stepCount: number;
  completed: boolean;
}

interface HelpAnswerProps {
  article: HelpArticle;
  tutorials: readonly HelpTutorial[];
  onStartTutorial: (id: string) => void;
  onOpenChat: () => void;
  /** A visitor: what needs online banking (pages, chat, tutorials, today's fees) says so and links to the sign-in. */
  signedIn: boolean;
}

/** Pages a visitor can open without signing in. */
const PUBLIC_PATHS = ['/', '/login', '/open-account', '/open-account/status', '/help'];

/** A link to the login form that comes back to `path` once signed in. */
export function SignInLink({ path, children }: { path: string; children: string }) {
  return (
    <Link to="/login" state={returnTo(path)} className="help-answer__link">
      <LoginOutlined aria-hidden /> {children}
    </Link>
  );
}

function pageLink(item: { to: string; label: string }) {
  return (
    <Link key={item.to} to={item.to} className="help-answer__link">
      {item.label} <RightOutlined aria-hidden />
    </Link>
  );
}

/** One answer: its paragraphs, points, today's figures where it has them, and what to do next. */
export function HelpAnswer({ article, tutorials, onStartTutorial, onOpenChat, signedIn }: HelpAnswerProps) {
  const action = (item: HelpAction) => {
    if (!signedIn) return visitorAction(item);
    if (item.kind === 'chat') {
      return (
        <Button key="chat" icon={<CustomerServiceOutlined aria-hidden />} onClick={onOpenChat}>
          Chat with us
        </Button>
      );
    }
    if (item.kind === 'link') return pageLink(item);
    const tutorial = tutorials.find((candidate) => candidate.id === item.tutorialId);
    if (!tutorial) return null;
    return (
      <Button key={tutorial.id} type="primary" ghost icon={<PlayCircleOutlined aria-hidden />} onClick={() => onStartTutorial(tutorial.id)}>
        Tutorial: {tutorial.title}
      </Button>
    );
  };

  const visitorAction = (item: HelpAction) => {
    if (item.kind === 'chat') return <SignInLink key="chat" path="/help">Sign in to chat with us</SignInLink>;
    if (item.kind === 'link') {
      if (PUBLIC_PATHS.includes(item.to)) return pageLink(item);
      return <SignInLink key={item.to} path={item.to}>{`Sign in to open ${item.label}`}</SignInLink>;
    }
    const tutorial = tutorials.find((candidate) => candidate.id === item.tutorialId);
    if (!tutorial) return null;
    return (
      <Button key={tutorial.id} icon={<LoginOutlined aria-hidden />} onClick={() => onStartTutorial(tutorial.id)}>
        Sign in for the tutorial: {tutorial.title}
      </Button>
    );
  };

  return (
    <div className="help-answer">
      {article.answer.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {article.points && (
        <ul className="help-answer__points">
          {article.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
      {article.table &&
        (signedIn ? (
          <LiveFeeTable table={article.table} />
        ) : (
          <Alert type="info" showIcon title="Today's fees for each country are shown to signed-in customers." description={<SignInLink path="/help">Sign in to see them</SignInLink>} />
        ))}
      {article.actions && <div className="help-answer__actions">{article.actions.map(action)}</div>}
    </div>
  );
}
