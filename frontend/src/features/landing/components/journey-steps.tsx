import { JOURNEY_STEPS } from './landing-content';

export function JourneySteps() {
  return (
    <section id="journey" className="lp-section lp-section--navy" aria-labelledby="lp-journey-title">
      <div className="lp-container">
        <p className="lp-eyebrow">Four steps</p>
        <h2 id="lp-journey-title" className="lp-heading">
          Your path to private offshore banking
        </h2>
        <ol className="lp-steps">
          {JOURNEY_STEPS.map(({ title, text }, index) => (
            <li key={title} className="lp-step">
              <span className="lp-step__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="lp-step__title">{title}</h3>
              <p className="lp-step__text">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
