import { Link } from 'react-router-dom';

export function ClosingCall() {
  return (
    <section className="lp-section lp-section--navy lp-closing" aria-labelledby="lp-closing-title">
      <div className="lp-container lp-center">
        <h2 id="lp-closing-title" className="lp-heading">
          Wealth without borders starts with one conversation
        </h2>
        <p className="lp-closing__text">
          Open your private offshore account online today. Your relationship manager will guide you from
          verification to your first international transfer.
        </p>
        <Link to="/open-account" className="lp-button lp-button--gold">
          Begin Your Offshore Banking Journey
        </Link>
      </div>
    </section>
  );
}
