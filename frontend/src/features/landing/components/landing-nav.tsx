import { Link } from 'react-router-dom';
import { BANK_NAME } from '../../../shared/brand';
import { BankLogo } from '../../../shared/ui/bank-logo';

export function LandingNav() {
  return (
    <header className="lp-nav">
      <div className="lp-container lp-nav__inner">
        <Link to="/" className="lp-nav__brand">
          <BankLogo size={36} />
          <span>{BANK_NAME}</span>
        </Link>
        <nav aria-label="Site" className="lp-nav__links">
          <a href="#services">Services</a>
          <a href="#journey">Your Journey</a>
          <a href="#security">Security</a>
        </nav>
        <Link to="/login" className="lp-button lp-button--ghost lp-button--small">
          Client Login
        </Link>
      </div>
    </header>
  );
}
