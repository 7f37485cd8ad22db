import type { ReactNode } from 'react';
import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { BANK_NAME } from '../../../shared/brand';
import { BankLogo } from '../../../shared/ui/bank-logo';
import '../pages/login-page.css';

/** The signed-out pages' frame (sign in, forgot password, a link from an email): the brand, one card, what follows it. */
export function AuthFrame({ title, children, after }: { title: string; children: ReactNode; after?: ReactNode }) {
  return (
    <main className="auth-page">
      <div className="auth-page__column">
        <div className="auth-page__brand">
          <Link to="/" className="auth-page__logo" aria-label={`${BANK_NAME} home`}>
            <BankLogo size={52} />
          </Link>
          <h1 className="auth-page__title">{BANK_NAME}</h1>
          <p className="auth-page__subtitle">Secure Online Banking</p>
        </div>

        <Card className="auth-page__card" title={<h2 className="auth-page__card-title">{title}</h2>}>
          {children}
        </Card>
        {after}
      </div>
    </main>
  );
}
