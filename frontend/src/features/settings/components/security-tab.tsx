import { ChangePasswordCard } from './change-password-card';
import { PasskeysCard } from './passkeys-card';
import { SecurityQuestionsCard } from './security-questions-card';
import { TwoFactorCard } from './two-factor-card';

/** Settings → Security (SPEC 2.13): password, sign-in verification (the app, passkeys), transfer security questions. */
export function SecurityTab() {
  return (
    <div className="settings-stack">
      <ChangePasswordCard />
      <TwoFactorCard />
      <PasskeysCard />
      <SecurityQuestionsCard />
    </div>
  );
}
