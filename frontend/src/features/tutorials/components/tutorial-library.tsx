import { CheckCircleFilled, ClockCircleOutlined, PlayCircleOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Modal } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTutorialStore } from '../tutorial-store';
import { searchTutorials, stepsWord, type Tutorial } from '../tutorials';
import { DifficultyBadge } from './difficulty-badge';

/** The library dialog behind the floating Tutorials button (SPEC 2.7). */
export function TutorialLibrary() {
  const open = useTutorialStore((state) => state.libraryOpen);
  const setOpen = useTutorialStore((state) => state.setLibraryOpen);
  const completed = useTutorialStore((state) => state.completed);
  const start = useTutorialStore((state) => state.start);
  const [query, setQuery] = useState('');
  const results = searchTutorials(query);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // A tutorial points at its own page's elements: go there first, so its first step has a target.
  const begin = (tutorial: Tutorial) => {
    if (tutorial.page && pathname.replace(/\/+$/, '') !== tutorial.page) navigate(tutorial.page);
    start(tutorial.id);
  };

  return (
    <Modal
      open={open}
      onCancel={() => setOpen(false)}
      afterOpenChange={(visible) => !visible && setQuery('')}
      title="Tutorials"
      footer={null}
      width={640}
      className="tutorial-library"
    >
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Search tutorials..."
        aria-label="Search tutorials"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        style={{ marginBottom: 16 }}
      />
      {results.length === 0 ? (
        <Empty description="No tutorials match your search" />
      ) : (
        <ul className="tutorial-library__list">
          {results.map((tutorial) => {
            const done = completed.includes(tutorial.id);
            return (
              <li key={tutorial.id} className="tutorial-card" data-testid={`tutorial-card-${tutorial.id}`}>
                <div className="tutorial-card__body">
                  <h3 className="tutorial-card__title">
                    {tutorial.title}
                    {done && (
                      <span className="tutorial-card__done">
                        <CheckCircleFilled aria-hidden /> Completed
                      </span>
                    )}
                  </h3>
                  <p className="tutorial-card__description">{tutorial.description}</p>
                  <div className="tutorial-card__meta">
                    <DifficultyBadge difficulty={tutorial.difficulty} />
                    <span>
                      <ClockCircleOutlined aria-hidden /> {tutorial.estimatedTime} min
                    </span>
                    <span>{tutorial.steps.length} {stepsWord(tutorial.steps.length)}</span>
                    <span className="tutorial-card__category">{tutorial.category}</span>
                  </div>
                </div>
                <Button
                  type={done ? 'default' : 'primary'}
                  icon={done ? <ReloadOutlined /> : <PlayCircleOutlined />}
                  aria-label={`${done ? 'Replay' : 'Start'} ${tutorial.title}`}
                  onClick={() => begin(tutorial)}
                >
                  {done ? 'Replay' : 'Start'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
