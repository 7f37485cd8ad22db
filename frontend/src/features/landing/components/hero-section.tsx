import { Link } from 'react-router-dom';

const CURRENCIES = [
  { code: 'CHF', share: 88 },
  { code: 'USD', share: 72 },
  { code: 'EUR', share: 56 },
  { code: 'SGD', share: 34 },
];

/** SPEC 2.2: the hero fades in, as a CSS animation from the first paint (the page is pre-rendered). */
export function HeroSection() {
  return (
    <section className="lp-hero" aria-labelledby="lp-hero-title">
      <div className="lp-container lp-hero__inner">
        <div className="lp-hero__copy">
          <p className="lp-badge">Private Offshore Banking · Est. 2019</p>
          <h1 id="lp-hero-title" className="lp-hero__title">
            Your wealth, <em>beyond borders.</em>
          </h1>
          <p className="lp-hero__tagline">
            Private offshore accounts for high-net-worth individuals, global entrepreneurs and digital nomads —
            multi-currency, biometric-secured and guided by your own relationship manager.
          </p>
          <div className="lp-actions">
            <Link to="/open-account" className="lp-button lp-button--gold">
              Launch Your Offshore Account
            </Link>
            <Link to="/login" className="lp-button lp-button--ghost">
              Client Login
            </Link>
          </div>
          <ul className="lp-hero__perks">
            {/* Only what the bank does (issue 28 item 19): transfers between its accounts cost nothing, an
                international one shows its fee before it is confirmed; the minimum is contracts' MINIMUM_INITIAL_DEPOSIT. */}
            <li>Fee-free transfers within the bank</li>
            <li>No minimum balance fees</li>
            <li>Initial deposit from $100</li>
          </ul>
        </div>

        {/* A decorative account preview; the real figures live behind the login. */}
        <div className="lp-hero__visual" aria-hidden="true">
          <div className="lp-card-art">
            <span className="lp-card-art__chip" />
            <span className="lp-card-art__label">Private Client</span>
            <span className="lp-card-art__number">•••• •••• •••• 2019</span>
          </div>
          <div className="lp-panel">
            <p className="lp-panel__title">Multi-currency holdings</p>
            {CURRENCIES.map(({ code, share }) => (
              <div key={code} className="lp-panel__row">
                <span>{code}</span>
                <span className="lp-panel__bar">
                  <span style={{ width: `${share}%` }} />
                </span>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
