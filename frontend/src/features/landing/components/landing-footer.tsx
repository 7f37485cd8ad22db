import { BANK_NAME } from '../../../shared/brand';
import { BankLogo } from '../../../shared/ui/bank-logo';
import { FOOTER_COLUMNS, JURISDICTIONS } from './landing-content';

/** Footer link destinations are placeholders (SPEC 2.2). */
export function LandingFooter() {
  return (
    <footer className="lp-footer">
      <div className="lp-container">
        <div className="lp-footer__grid">
          <div className="lp-footer__about">
            <p className="lp-footer__brand">
              <BankLogo size={32} />
              {BANK_NAME}
            </p>
            <p>Private offshore banking for a world without borders.</p>
            <p className="lp-footer__heading">Offices</p>
            <ul className="lp-footer__jurisdictions">
              {JURISDICTIONS.map((city) => (
                <li key={city}>{city}</li>
              ))}
            </ul>
          </div>
          {FOOTER_COLUMNS.map(({ heading, links }) => (
            <nav key={heading} aria-label={heading}>
              <p className="lp-footer__heading">{heading}</p>
              <ul className="lp-footer__links">
                {links.map((link) => (
                  <li key={link}>
                    <a href="#">{link}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="lp-footer__legal">
          © {new Date().getFullYear()} {BANK_NAME}. Deposits and investments are subject to the laws of the
          jurisdiction in which your account is held. Eligibility criteria apply.
        </p>
      </div>
    </footer>
  );
}
