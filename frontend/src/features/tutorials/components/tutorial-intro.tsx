import { ClockCircleOutlined, OrderedListOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { stepsWord, type Tutorial } from '../tutorials';
import { DifficultyBadge } from './difficulty-badge';

const PREVIEW_STEPS = 3;

interface TutorialIntroProps {
  tutorial: Tutorial | undefined;
  open: boolean;
  onStart: () => void;
  onSkip: () => void;
}

/** The overlay's intro view (SPEC 2.7): what the tutorial covers, then Start Tutorial or Skip. */
export function TutorialIntro({ tutorial, open, onStart, onSkip }: TutorialIntroProps) {
  const more = tutorial ? tutorial.steps.length - PREVIEW_STEPS : 0;
  return (
    <Modal
      open={open}
      onCancel={onSkip}
      title={tutorial?.title}
      width={520}
      className="tutorial-intro"
      footer={[
        <Button key="skip" onClick={onSkip}>
          Skip
        </Button>,
        <Button key="start" type="primary" onClick={onStart} autoFocus>
          Start Tutorial
        </Button>,
      ]}
    >
      {tutorial && (
        <>
          <div className="tutorial-card__meta">
            <DifficultyBadge difficulty={tutorial.difficulty} />
            <span>
              <ClockCircleOutlined aria-hidden /> {tutorial.estimatedTime} min
            </span>
            <span>
              <OrderedListOutlined aria-hidden /> {tutorial.steps.length} {stepsWord(tutorial.steps.length)}
            </span>
          </div>
          <p className="tutorial-intro__description">{tutorial.description}</p>
          <h3 className="tutorial-intro__subtitle">What you'll learn</h3>
          <ol className="tutorial-intro__steps">
            {tutorial.steps.slice(0, PREVIEW_STEPS).map((step) => (
              <li key={step.id}>{step.title}</li>
            ))}
          </ol>
          {more > 0 && <p className="tutorial-intro__more">And {more} more {stepsWord(more)}...</p>}
        </>
      )}
    </Modal>
  );
}
