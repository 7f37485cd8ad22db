import { CheckCircleFilled } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { AuthFrame } from '../components/auth-frame';
import { LoginForm } from '../components/login-form';

const REASSURANCES = [
  'Bank-level security and encryption',
  '24/7 online banking access',
  'Multiple account types and services',
];

/** Signed-out only: the router sends a signed-in user to /dashboard before this renders. */
export function LoginPage() {
  useDocumentTitle('Sign In');
  return (
    <AuthFrame title="Login to Your Account" after={
      <>
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
      </>
    }>
      <LoginForm />
    </AuthFrame>
  );
}
