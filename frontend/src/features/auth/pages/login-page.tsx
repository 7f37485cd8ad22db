import { CheckCircleFilled } from '@ant-design/icons';
import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { BANK_NAME } from '../../../shared/brand';
import { BankLogo } from '../../../shared/ui/bank-logo';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { LoginForm } from '../components/login-form';
import './login-page.css';

const REASSURANCES = [
  'Bank-level security and encryption',
  '24/7 online banking access',
  'Multiple account types and services',
];

/** Signed-out only: the router sends a signed-in user to /dashboard before this renders. */
export function LoginPage() {
  useDocumentTitle('Sign In');
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

        <Card className="auth-page__card" title={<h2 className="auth-page__card-title">Login to Your Account</h2>}>
          <LoginForm />
        </Card>

        <ul className="auth-page__reassurances">
          {REASSURANCES.map((line) => (
            <li key={line}>
              <CheckCircleFilled aria-hidden className="auth-page__check" />
              {line}
            </li>
          ))}
        </ul>

        <p className="auth-page__links">
          New client? <Link to="/open-account">Open an account</Link>
          <span aria-hidden> · </span>
          <Link to="/">Back to home</Link>
        </p>
      </div>
    </main>
  );
}
