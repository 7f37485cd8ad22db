import { BookOutlined, CheckCircleFilled, ClockCircleOutlined, CustomerServiceOutlined, LoginOutlined, PlayCircleOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Collapse, Empty, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useMemo, useState } from 'react';
import { SESSION } from '@bank/contracts/identity';
import { useChatStore } from '../../../shared/chat-store';
import { useCurrentUser } from '../../../shared/current-user';
import { PageHeader } from '../../../shared/ui/page-header';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { returnTo } from '../../../shared/return-to';
import { HelpAnswer, SignInLink, type HelpTutorial } from '../components/help-answer';
import { HELP_TOPICS, helpArticles, searchHelp, type HelpArticle } from '../components/help-articles';
import './help-page.css';

interface HelpPageProps {
  tutorials: readonly HelpTutorial[];
  /** Opens the tutorial on its own page (the app wires this to the tutorials). */
  onStartTutorial: (id: string) => void;
}

/**
 * Help & Support (user menu, and public for visitors): searchable answers, the guided tutorials and
 * the support chat. A visitor reads every answer; the chat, the tutorials, today's fees and the
 * links into online banking say they need a sign-in and lead to it.
 */
export function HelpPage({ tutorials, onStartTutorial }: HelpPageProps) {
  useDocumentTitle('Help & Support');
  const { user } = useCurrentUser();
  const signedIn = user !== null;
  const navigate = useNavigate();
  const openChat = useChatStore((state) => state.setOpen);
  const [query, setQuery] = useState('');
  const articles = useMemo(
    () => helpArticles({ sessionTimeoutMinutes: user?.sessionTimeoutMinutes ?? SESSION.DEFAULT_TIMEOUT_MINUTES }),
    [user?.sessionTimeoutMinutes],
  );
  const searching = query.trim() !== '';
  const results = useMemo(() => searchHelp(articles, query), [articles, query]);

  const answers = (list: HelpArticle[], open: string[]) => (
    <Collapse
      // A new search starts with its best answers open.
      key={query}
      defaultActiveKey={open}
      className="help-questions"
      items={list.map((article) => ({
        key: article.id,
        label: <span className="help-questions__question">{article.question}</span>,
        children: <HelpAnswer article={article} tutorials={tutorials} onStartTutorial={onStartTutorial} onOpenChat={() => openChat(true)} signedIn={signedIn} />,
      }))}
    />
  );

  return (
    <div className="bank-page help-page">
      <PageHeader title="Help & Support" description="Answers to the questions our customers ask most, guided tutorials, and our team in the chat." />
      {!signedIn && (
        <Alert
          className="help-page__visitor"
          type="info"
          showIcon
          title="You are not signed in."
          description="Every answer is here to read. The chat, the guided tutorials and today's fees are part of online banking: sign in to use them."
        />
      )}
      <div className="help-page__layout">
        <div className="help-page__main">
          <div className="help-search" role="search">
            <Input
              size="large"
              allowClear
              type="search"
              prefix={<SearchOutlined aria-hidden />}
              placeholder="Search help, e.g. limits, card fees, statements"
              aria-label="Search help"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              maxLength={100}
            />
            <p className="help-search__count" aria-live="polite">
              {searching ? (results.length === 1 ? '1 answer' : `${results.length} answers`) : ''}
            </p>
          </div>

          {searching ? (
            results.length === 0 ? (
              <Card>
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No answers match "${query.trim()}"`}>
                  {signedIn ? (
                    <Button type="primary" icon={<CustomerServiceOutlined aria-hidden />} onClick={() => openChat(true)}>
                      Ask us in the chat
                    </Button>
                  ) : (
                    <SignInLink path="/help">Sign in to ask us in the chat</SignInLink>
                  )}
                </Empty>
              </Card>
            ) : (
              <section aria-label="Search results">{answers(results, results.slice(0, results.length <= 3 ? 3 : 1).map((a) => a.id))}</section>
            )
          ) : (
            HELP_TOPICS.map((topic) => (
              <section key={topic.id} aria-labelledby={`help-topic-${topic.id}`} className="help-topic">
                <h2 id={`help-topic-${topic.id}`} className="help-topic__title">
                  {topic.title}
                </h2>
                {answers(articles.filter((article) => article.topic === topic.id), [])}
              </section>
            ))
          )}
        </div>

        <aside className="help-page__aside" aria-label="More help">
          <Card title={<h2 className="help-card-title">Talk to us</h2>}>
            <p className="help-aside__text">The chat's automated assistant answers at once and points you to the answers on this page.</p>
            {signedIn ? (
              <Button type="primary" block icon={<CustomerServiceOutlined aria-hidden />} onClick={() => openChat(true)}>
                Open Chat Support
              </Button>
            ) : (
              <Button type="primary" block icon={<LoginOutlined aria-hidden />} onClick={() => navigate('/login', { state: returnTo('/help') })}>
                Sign in to chat with us
              </Button>
            )}
          </Card>
          <Card title={<h2 className="help-card-title"><BookOutlined aria-hidden /> Guided tutorials</h2>}>
            <ul className="help-tutorials">
              {tutorials.map((tutorial) => (
                <li key={tutorial.id} className="help-tutorials__item">
                  <div className="help-tutorials__text">
                    <span className="help-tutorials__title">{tutorial.title}</span>
                    <span className="help-tutorials__meta">
                      <ClockCircleOutlined aria-hidden /> {tutorial.estimatedTime} min · {tutorial.stepCount} {tutorial.stepCount === 1 ? 'step' : 'steps'}
                      {tutorial.completed && (
                        <span className="help-tutorials__done">
                          <CheckCircleFilled aria-hidden /> Completed
                        </span>
                      )}
                    </span>
                  </div>
                  {signedIn ? (
                    <Button
                      size="small"
                      icon={<PlayCircleOutlined aria-hidden />}
                      aria-label={`${tutorial.completed ? 'Replay' : 'Start'} ${tutorial.title}`}
                      onClick={() => onStartTutorial(tutorial.id)}
                    >
                      {tutorial.completed ? 'Replay' : 'Start'}
                    </Button>
                  ) : (
                    <Button size="small" icon={<LoginOutlined aria-hidden />} aria-label={`Sign in to start ${tutorial.title}`} onClick={() => onStartTutorial(tutorial.id)}>
                      Sign in
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </Card>
        </aside>
      </div>
    </div>
  );
}
