import { CustomerServiceOutlined, PlayCircleOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
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
}

/** One answer: its paragraphs, points, today's figures where it has them, and what to do next. */
export function HelpAnswer({ article, tutorials, onStartTutorial, onOpenChat }: HelpAnswerProps) {
  const action = (item: HelpAction) => {
    if (item.kind === 'chat') {
      return (
        <Button key="chat" icon={<CustomerServiceOutlined aria-hidden />} onClick={onOpenChat}>
          Chat with us
        </Button>
      );
    }
    if (item.kind === 'link') {
      return (
        <Link key={item.to} to={item.to} className="help-answer__link">
          {item.label} <RightOutlined aria-hidden />
        </Link>
      );
    }
    const tutorial = tutorials.find((candidate) => candidate.id === item.tutorialId);
    if (!tutorial) return null;
    return (
      <Button key={tutorial.id} type="primary" ghost icon={<PlayCircleOutlined aria-hidden />} onClick={() => onStartTutorial(tutorial.id)}>
        Tutorial: {tutorial.title}
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
      {article.table && <LiveFeeTable table={article.table} />}
      {article.actions && <div className="help-answer__actions">{article.actions.map(action)}</div>}
    </div>
  );
}
