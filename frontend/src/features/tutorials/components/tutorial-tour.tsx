import { AimOutlined, BulbOutlined } from '@ant-design/icons';
import { Button, Progress, Tour } from 'antd';
import type { TourProps } from 'antd';
import { useEffect, useId, useReducer, useRef } from 'react';
import type { Tutorial, TutorialStep } from '../tutorials';

const MASK_CLASS = 'tutorial-tour-mask';
const PANEL_CLASS = 'tutorial-tour';

/** A step's target, or null (→ centred) when the page has no visible element for it. */
function findTarget(selector: string | null): HTMLElement | null {
  if (!selector) return null;
  const element = document.querySelector<HTMLElement>(selector);
  return element && element.getClientRects().length > 0 ? element : null;
}

/** The step's target, else its fallback while the page does not show the target yet. */
function stepTarget(step: TutorialStep | undefined): HTMLElement | null {
  return step ? findTarget(step.targetElement) ?? findTarget(step.fallbackTarget ?? null) : null;
}

/** How long a step waits for its target to appear before it stays centred. */
const TARGET_WAIT_MS = 10_000;

/**
 * Re-renders once the step's target is on the page: a tutorial started from another page opens
 * while its page is still loading (the lazy route, then its data), and Tour reads the target
 * only when it renders.
 */
function useTargetAppears(selector: string | null): void {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!selector || findTarget(selector)) return;
    const observer = new MutationObserver(() => {
      if (!findTarget(selector)) return;
      observer.disconnect();
      rerender();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), TARGET_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [selector]);
}

function StepBody({ step }: { step: TutorialStep }) {
  return (
    <div className="tutorial-step">
      <p className="tutorial-step__description">{step.description}</p>
      {step.tip && (
        <div className="tutorial-step__tip">
          <BulbOutlined aria-hidden />
          <span>
            <strong>Tip:</strong> {step.tip}
          </span>
        </div>
      )}
      {step.actionText && (
        <p className="tutorial-step__action">
          <AimOutlined aria-hidden /> {step.actionText}
        </p>
      )}
    </div>
  );
}

interface TutorialTourProps {
  tutorial: Tutorial;
  step: number;
  onStep: (step: number) => void;
  onComplete: () => void;
  onClose: () => void;
}

/**
 * The overlay's step view (SPEC 2.7) on antd Tour, which masks the page around the step's
 * target and scrolls it into view. Our own header (step i of n, progress) and buttons
 * replace Tour's dots and default actions.
 */
export function TutorialTour({ tutorial, step, onStep, onComplete, onClose }: TutorialTourProps) {
  const titleId = useId();
  const nextRef = useRef<HTMLButtonElement>(null);
  const total = tutorial.steps.length;
  const last = step === total - 1;
  useTargetAppears(tutorial.steps[step]?.targetElement ?? null);

  // Each step's target goes to the top of the screen (under the header: its scroll-margin), so
  // the callout has the room below it or beside it and covers none of it (issue 28 item 16).
  // Tour itself scrolls only a target that is off screen, and then centres it.
  const target = stepTarget(tutorial.steps[step]);
  useEffect(() => {
    target?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [target]);

  // Tour's mask has no click handler: a click on the darkened page closes, like a dialog's backdrop.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(`.${MASK_CLASS}`)) onClose();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [onClose]);

  // Tour's panel is a plain popup: name it as a dialog and put the keyboard on its main button.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const panel = document.querySelector(`.${PANEL_CLASS}.ant-tour`);
      panel?.setAttribute('role', 'dialog');
      panel?.setAttribute('aria-labelledby', titleId);
      nextRef.current?.focus({ preventScroll: true });
    }, 50);
    return () => window.clearTimeout(timer);
  }, [step, titleId]);

  const steps: TourProps['steps'] = tutorial.steps.map((item, index) => ({
    title: <span id={index === step ? titleId : undefined}>{item.title}</span>,
    description: <StepBody step={item} />,
    cover: (
      <div className="tutorial-step__progress">
        <span className="tutorial-step__count">
          Step {index + 1} of {total}
        </span>
        <Progress
          percent={((index + 1) / total) * 100}
          showInfo={false}
          size="small"
          aria-label={`Tutorial progress, step ${index + 1} of ${total}`}
        />
      </div>
    ),
    target: () => stepTarget(item) as HTMLElement,
    placement: item.position === 'center' ? undefined : item.position,
  }));

  return (
    <Tour
      open
      current={step}
      steps={steps}
      onChange={onStep}
      onClose={onClose}
      rootClassName={PANEL_CLASS}
      classNames={{ mask: MASK_CLASS }}
      zIndex={1050}
      indicatorsRender={() => null}
      actionsRender={() => (
        <>
          <Button size="small" disabled={step === 0} onClick={() => onStep(step - 1)}>
            Previous
          </Button>
          <Button ref={nextRef} size="small" type="primary" onClick={last ? onComplete : () => onStep(step + 1)}>
            {last ? 'Complete' : 'Next'}
          </Button>
        </>
      )}
    />
  );
}
