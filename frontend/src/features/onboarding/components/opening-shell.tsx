import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BANK_NAME } from '../../../shared/brand';
import { BankLogo } from '../../../shared/ui/bank-logo';
import './opening.css';

/** The signed-out frame of the application pages: the bank's name home, a title, the content. */
export function OpeningShell({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main className="opening-page">
      <div className="opening-page__column">
        <header className="opening-page__header">
          <Link to="/" className="opening-page__home" aria-label={`${BANK_NAME} home`}>
            <BankLogo size={36} />
            <span>{BANK_NAME}</span>
          </Link>
          <nav className="opening-page__links" aria-label="Account opening">
            <Link to="/open-account/status">Application status</Link>
            <Link to="/login">Client Login</Link>
          </nav>
        </header>
        <h1 className="opening-page__title">{title}</h1>
        {intro && <p className="opening-page__intro">{intro}</p>}
        <div className="opening-page__card">{children}</div>
      </div>
    </main>
  );
}
