import type TestAgent from 'supertest/lib/agent.js';
import { itCheckingDatabase, itLocally, itSpendingIpAllowance } from '../support/contract-target.js';
import { connectToDemoBank, CUSTOMER_PASSWORD, eventually, setUpSecurity, stepUp, uniqueCardNumber, type Customer, type DemoBank } from '../support/demo-bank.js';
import { mailInbox } from '../support/mail-inbox.js';

// Issue 13, finding 3 and 6: hostile input is a 4xx with a clear message, never a 500, and
// nothing of it is stored. First each finding on its own, then a fixed corpus sent to every
// field of every route (ROUTES, checked against the app's OpenAPI document). It makes its own
// customers through the administrator's API, so it runs against a deployed server too, except for
// the routes that change a bank-wide setting (other suites of the run read it). The routes that
// check a password, take a reset request or an emailed link, or look up an application's status
// spend a per-IP allowance the server shares among runs: they go to a server only when it
// multiplies its per-IP allowances (itSpendingIpAllowance).

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** Sends bytes as they are (superagent would otherwise turn a Buffer into JSON). */
const asIs = (bytes: unknown) => bytes as string;
const DEEP_10K = '['.repeat(10_000) + ']'.repeat(10_000);

type Who = 'anonymous' | 'customer' | 'admin';
interface Route {
  route: string;
  as: Who;
  /** A valid body: each field in turn takes each value of the corpus. */
  body?: (ids: Ids) => Record<string, unknown>;
  query?: (ids: Ids) => Record<string, string>;
  params?: (ids: Ids) => Record<string, string>;
  /** Sign-in is throttled per IP: send only what must be refused before a password is checked. */
  fewHits?: true;
  /** Why the corpus goes to this route only on the suite's own app, never to a server. */
  localOnly?: string;
  /** The per-IP allowance its corpus spends without reaching the limit: it goes to a server that multiplies them. */
  spendsIpAllowance?: string;
}
const BANK_WIDE = 'changes a bank-wide setting that other suites of the run read';
// What the corpus of those routes spends in a run: 6 sign-in failures (5 on the fuzzed customer,
// whose id locks at its fifth wrong password, so the password routes after that meet a 429; 1 on
// customer id "1e400": a number a double cannot hold arrives as its text), 12 status look-ups and
// 12 wrong activation links (more than the 10 an IP has in production), and one reset request and
// one wrong link of each other kind ("1e400" again; fewHits keeps the rest out). Far below the
// limits of a server that multiplies them by 20 or more. The ids and references the corpus names
// itself ("1e400") lock after a few runs on one server: a 429, which the corpus may meet.
const CHECKS_PASSWORD = 'its wrong passwords spend the per-IP sign-in allowance, which a server shares among runs';
const LINKS_PER_IP = 'its reset requests and wrong emailed links spend per-IP allowances, which a server shares among runs';
const LOOKUPS_PER_IP = 'its wrong status look-ups spend the per-IP look-up allowance, which a server shares among runs';
interface Ids {
  /** The fuzzed customer's customer id and email. */
  customerId: string; email: string;
  accountId: string; otherAccountNumber: string; notificationId: string; victimId: string; victimAccountId: string; cardId: string; applicationId: string;
  /** An account-opening application and a fresh signed upload URL's parts. */
  openingId: string; upload: { id: string; expires: string; signature: string };
}

/** An account-opening application without documents (the application's own suite covers those). */
const OPENING = {
  accountType: 'individual',
  primaryHolder: {
    title: 'Mr', firstName: 'Fuzz', lastName: 'Applicant', dateOfBirth: '1980-01-01', nationality: 'Irish', idType: 'passport', idNumber: 'P1234567',
    phoneNumber: '+353 1 555 0100', email: 'fuzz.applicant@example.test', occupation: 'Tester', employer: 'Fuzz Ltd', monthlyIncome: '4000',
  },
  address: { street: '1 Fuzz Street', city: 'Dublin', state: 'Leinster', zipCode: 'D01', country: 'Ireland' },
  bankingPreferences: { accountPurpose: 'current', initialDeposit: '500.00', currency: 'EUR', monthlyTransactionVolume: 'low' },
  agreements: { termsAndConditions: true, privacyPolicy: true, marketingConsent: false, kycConsent: true },
  documents: {},
};

const PROFILE = (ids: Pick<Ids, 'email'>) => ({ firstName: 'Alex', lastName: 'Doe', email: ids.email, phone: '5551234567', address: 'Main St 1' });
const QUESTIONS = {
  question1: 'What was the name of your first pet?', answer1: 'Rex', question2: 'In which city were you born?', answer2: 'Lisbon',
  question3: 'What is your favourite colour?', answer3: 'Blue', currentPassword: CUSTOMER_PASSWORD,
};

/** Every route of the app; the first test fails when the app serves one this table does not know. */
const ROUTES: Route[] = [
  { route: 'GET /api/health', as: 'anonymous' },
  { route: 'GET /api/health/ready', as: 'anonymous' },
  { route: 'POST /api/login', as: 'anonymous', fewHits: true, spendsIpAllowance: CHECKS_PASSWORD, body: (ids) => ({ customerId: ids.customerId, password: 'not-the-password' }) },
  { route: 'POST /api/logout', as: 'anonymous' },
  { route: 'GET /api/user', as: 'customer' },
  { route: 'PATCH /api/user/profile', as: 'customer', body: (ids) => PROFILE(ids) },
  { route: 'PATCH /api/auth/profile', as: 'customer', body: (ids) => ({ ...PROFILE(ids), address: undefined }) },
  {
    route: 'PATCH /api/user/password', as: 'customer', spendsIpAllowance: CHECKS_PASSWORD,
    body: () => ({ currentPassword: CUSTOMER_PASSWORD, newPassword: 'New-Password-42', confirmPassword: 'New-Password-42' }),
  },
  { route: 'POST /api/user/2fa/enable', as: 'customer' },
  { route: 'POST /api/user/2fa/confirm', as: 'customer', body: () => ({ code: '123456' }) },
  { route: 'POST /api/user/2fa/disable', as: 'customer', fewHits: true, spendsIpAllowance: CHECKS_PASSWORD, body: () => ({ password: 'not-the-password', code: '123456' }) },
  { route: 'POST /api/login/2fa', as: 'anonymous', fewHits: true, spendsIpAllowance: CHECKS_PASSWORD, body: () => ({ code: '123456' }) },
  { route: 'POST /api/login/passkey/options', as: 'anonymous' },
  { route: 'POST /api/password-reset', as: 'anonymous', fewHits: true, spendsIpAllowance: LINKS_PER_IP, body: (ids) => ({ customerIdOrEmail: ids.customerId }) },
  {
    route: 'POST /api/password-reset/complete', as: 'anonymous', fewHits: true, spendsIpAllowance: LINKS_PER_IP,
    body: () => ({ token: 'not-a-link-the-bank-sent', password: 'Fresh-Start-2026', confirmPassword: 'Fresh-Start-2026' }),
  },
  { route: 'POST /api/profile/email/verify', as: 'anonymous', fewHits: true, spendsIpAllowance: LINKS_PER_IP, body: () => ({ token: 'not-a-link-the-bank-sent' }) },
  { route: 'POST /api/profile/email/resend', as: 'customer' },
  { route: 'DELETE /api/profile/email/pending', as: 'customer' },
  { route: 'POST /api/login/passkey', as: 'anonymous', fewHits: true, spendsIpAllowance: CHECKS_PASSWORD, body: () => ({ response: { id: 'AAAA', type: 'public-key', response: {} } }) },
  { route: 'GET /api/user/passkeys', as: 'customer' },
  { route: 'POST /api/user/passkeys/options', as: 'customer' },
  { route: 'POST /api/user/passkeys', as: 'customer', body: () => ({ name: 'Laptop', response: { id: 'AAAA', type: 'public-key', response: {} } }) },
  {
    route: 'POST /api/user/passkeys/{id}/remove', as: 'customer', fewHits: true, spendsIpAllowance: CHECKS_PASSWORD,
    params: () => ({ id: '00000000-0000-4000-8000-000000000000' }), body: () => ({ password: 'not-the-password' }),
  },
  { route: 'GET /api/user/security', as: 'customer' },
  { route: 'GET /api/user/notifications', as: 'customer' },
  {
    route: 'PATCH /api/user/notifications', as: 'customer',
    body: () => ({ emailNotifications: true, smsNotifications: false, transactionAlerts: true, securityAlerts: true, marketingEmails: false }),
  },
  { route: 'GET /api/auth/security-setup', as: 'customer' },
  { route: 'GET /api/user/security-questions', as: 'customer' },
  { route: 'POST /api/auth/security-questions', as: 'customer', spendsIpAllowance: CHECKS_PASSWORD, body: () => QUESTIONS },
  { route: 'POST /api/auth/signature', as: 'customer', spendsIpAllowance: CHECKS_PASSWORD, body: () => ({ signatureData: SIGNATURE, currentPassword: CUSTOMER_PASSWORD }) },
  { route: 'POST /api/auth/step-up/challenge', as: 'customer' },
  {
    route: 'POST /api/auth/step-up/passkey-options', as: 'customer',
    body: (ids) => ({ purpose: 'domestic-transfer', payload: { fromAccountId: ids.accountId, toAccountNumber: ids.otherAccountNumber, amount: '10.00', description: 'Rent' } }),
  },
  {
    route: 'POST /api/auth/step-up/verify', as: 'customer',
    body: (ids) => ({
      challengeId: '00000000-0000-4000-8000-000000000000', answer: 'Rex', signatureData: SIGNATURE, purpose: 'domestic-transfer',
      payload: { fromAccountId: ids.accountId, toAccountNumber: ids.otherAccountNumber, amount: '10.00', description: 'Rent' },
    }),
  },
  { route: 'GET /api/accounts', as: 'customer' },
  { route: 'GET /api/accounts/lookup', as: 'customer', query: (ids) => ({ accountNumber: ids.otherAccountNumber }) },
  { route: 'GET /api/transfers/limits', as: 'customer', query: (ids) => ({ fromAccountId: ids.accountId, toAccountNumber: ids.otherAccountNumber }) },
  { route: 'GET /api/accounts/{id}/info', as: 'customer', params: (ids) => ({ id: ids.accountId }) },
  { route: 'GET /api/statements', as: 'customer', query: (ids) => ({ accountId: ids.accountId, period: 'current-month' }) },
  { route: 'GET /api/statements/download', as: 'customer', query: (ids) => ({ accountId: ids.accountId, period: 'current-month', format: 'csv' }) },
  {
    route: 'POST /api/transfer', as: 'customer',
    body: (ids) => ({ fromAccountId: ids.accountId, toAccountNumber: ids.otherAccountNumber, amount: '10.00', description: 'Rent', authorizationToken: 'not-a-token' }),
  },
  { route: 'GET /api/international-transfers/countries', as: 'customer' },
  { route: 'GET /api/international-transfers/rates', as: 'customer' },
  { route: 'GET /api/international-transfers/user', as: 'customer', query: () => ({ limit: '5', cursor: 'not-a-cursor' }) },
  { route: 'GET /api/international-transfers/{id}', as: 'customer', params: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  { route: 'GET /api/international-transfers/{id}/receipt', as: 'customer', params: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  {
    route: 'POST /api/international-transfers', as: 'customer',
    body: (ids) => ({
      fromAccountId: ids.accountId, recipientName: 'Hans Becker', recipientAddress: 'Friedrichstrasse 12, Berlin', recipientBankName: 'Commerzbank',
      recipientBankCode: 'COBADEFFXXX', recipientAccountNumber: 'DE89370400440532013000', recipientCountryCode: 'DEU', transferAmount: '10.00',
      transferCurrency: 'EUR', purpose: 'Family support', authorizationToken: 'not-a-token',
    }),
  },
  {
    route: 'GET /api/transactions', as: 'customer',
    query: (ids) => ({ limit: '20', accountId: ids.accountId, search: 'Rent', status: 'completed', type: 'transfer', from: '2026-01-01', to: '2026-12-31' }),
  },
  { route: 'GET /api/transactions/{id}/receipt', as: 'customer', params: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  { route: 'GET /api/notifications', as: 'customer', query: () => ({ limit: '20', cursor: 'not-a-cursor' }) },
  { route: 'PATCH /api/notifications/mark-all-read', as: 'customer' },
  { route: 'PATCH /api/notifications/{id}/read', as: 'customer', params: (ids) => ({ id: ids.notificationId }) },
  { route: 'DELETE /api/notifications/{id}', as: 'customer', params: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  { route: 'DELETE /api/notifications', as: 'customer' },
  { route: 'GET /api/admin/sessions', as: 'admin' },
  { route: 'POST /api/admin/sessions/revoke', as: 'admin', body: () => ({ userId: 'NOBODY1' }) },
  { route: 'PATCH /api/admin/sessions/timeout', as: 'admin', localOnly: BANK_WIDE, body: () => ({ timeoutMinutes: 15 }) },
  { route: 'GET /api/debit-cards', as: 'customer' },
  { route: 'GET /api/debit-cards/account/{accountId}', as: 'customer', params: (ids) => ({ accountId: ids.accountId }) },
  { route: 'POST /api/debit-cards', as: 'customer', body: (ids) => ({ accountId: ids.accountId, cardType: 'standard', deliveryAddress: 'Main Street 1, Springfield', pin: '1234', confirmPin: '1234' }) },
  { route: 'PATCH /api/debit-cards/{cardId}/toggle', as: 'customer', params: (ids) => ({ cardId: ids.cardId }), body: () => ({ enable: true }) },
  { route: 'POST /api/debit-cards/{id}/add-to-wallet', as: 'customer', params: (ids) => ({ id: ids.cardId }), body: () => ({ walletType: 'apple' }) },
  { route: 'POST /api/digital-wallet/add-card', as: 'customer', body: (ids) => ({ cardId: ids.cardId, walletType: 'google' }) },
  { route: 'POST /api/debit-cards/{id}/reveal', as: 'customer', spendsIpAllowance: CHECKS_PASSWORD, params: (ids) => ({ id: ids.cardId }), body: () => ({ password: 'not-the-password' }) },
  { route: 'GET /api/admin/card-applications', as: 'admin', query: () => ({ status: 'pending', limit: '20', cursor: 'not-a-cursor' }) },
  { route: 'POST /api/admin/card-applications/{id}/process', as: 'admin', params: (ids) => ({ id: ids.applicationId }), body: () => ({ approve: false, reason: 'Address not verified' }) },
  { route: 'GET /api/admin/debit-cards', as: 'admin', query: () => ({ limit: '20' }) },
  {
    route: 'POST /api/admin/debit-cards', as: 'admin',
    body: (ids) => ({ accountId: ids.victimAccountId, cardNumber: '4111111111111111', cardHolderName: 'Fuzz Victim', expiryMonth: 12, expiryYear: 2031, cvv: '123' }),
  },
  { route: 'POST /api/admin/debit-cards/{cardId}/show-number', as: 'admin', params: (ids) => ({ cardId: ids.cardId }) },
  { route: 'PATCH /api/admin/debit-cards/{cardId}/status', as: 'admin', params: (ids) => ({ cardId: ids.cardId }), body: () => ({ isActive: true }) },
  { route: 'GET /api/admin/stats', as: 'admin' },
  { route: 'GET /api/admin/users', as: 'admin', query: () => ({ search: 'Fuzz', limit: '20', cursor: 'not-a-cursor' }) },
  { route: 'GET /api/admin/accounts', as: 'admin', query: () => ({ search: '80', limit: '20' }) },
  { route: 'GET /api/admin/payments/international', as: 'admin', query: () => ({ status: 'pending', country: 'DEU', limit: '20' }) },
  {
    route: 'PATCH /api/admin/payments/international/{id}/status', as: 'admin', params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    body: () => ({ status: 'completed', adminNotes: 'Checked', creditNote: 'Thanks' }),
  },
  // The rate it already has, so a valid request changes nothing the other routes rely on.
  {
    route: 'PATCH /api/admin/exchange-rates/{currency}', as: 'admin', localOnly: BANK_WIDE,
    params: () => ({ currency: 'MXN' }), body: () => ({ usdRate: '0.058000', rateDate: '2026-01-02', reason: 'Daily rate' }),
  },
  { route: 'GET /api/admin/payments/domestic', as: 'admin', query: () => ({ search: 'Rent', status: 'completed', limit: '20' }) },
  {
    route: 'GET /api/admin/audit', as: 'admin',
    query: (ids) => ({ actorId: ids.victimId, action: 'user.status', targetId: ids.victimId, from: '2026-01-01', to: '2026-12-31', limit: '20' }),
  },
  {
    route: 'POST /api/admin/users', as: 'admin',
    // The fuzzed customer's id is taken: only a hostile customer id that passes the rules makes a user (and hashes a password).
    body: (ids) => ({ customerId: ids.customerId, email: `new.${ids.email}`, password: 'Fuzz-Password-1', firstName: 'New', lastName: 'Customer', phone: '5550001111', dateOfBirth: '1990-05-17', address: 'Main St 2' }),
  },
  { route: 'PATCH /api/admin/users/{id}/status', as: 'admin', params: (ids) => ({ id: ids.victimId }), body: () => ({ isActive: true }) },
  { route: 'PATCH /api/admin/users/{id}/restrictions', as: 'admin', params: (ids) => ({ id: ids.victimId }), body: () => ({ loginRestricted: false, transactionRestricted: false, reason: 'Checked' }) },
  { route: 'PATCH /api/admin/users/{id}/password', as: 'admin', params: (ids) => ({ id: ids.victimId }), body: () => ({ newPassword: 'Reset-Password-1' }) },
  { route: 'GET /api/admin/user/{id}/security-status', as: 'admin', params: (ids) => ({ id: ids.victimId }) },
  { route: 'DELETE /api/admin/user/{id}/security-questions', as: 'admin', params: (ids) => ({ id: ids.victimId }) },
  { route: 'DELETE /api/admin/user/{id}/signature', as: 'admin', params: (ids) => ({ id: ids.victimId }) },
  { route: 'POST /api/admin/accounts', as: 'admin', body: (ids) => ({ userId: ids.victimId, accountType: 'savings', currency: 'USD', initialBalance: '10.00' }) },
  { route: 'PATCH /api/admin/accounts/{id}/balance', as: 'admin', params: (ids) => ({ id: ids.victimAccountId }), body: () => ({ newBalance: '25.00', reason: 'Correction' }) },
  { route: 'PATCH /api/admin/accounts/{id}/currency', as: 'admin', params: (ids) => ({ id: ids.victimAccountId }), body: () => ({ newCurrency: 'EUR', reason: 'Moved' }) },
  {
    route: 'PATCH /api/admin/payments/domestic/{id}/status', as: 'admin', params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    body: () => ({ status: 'completed', adminNotes: 'Checked', creditNote: 'Thanks' }),
  },
  // Last: they close the victim's account and the victim.
  { route: 'DELETE /api/admin/accounts/{id}', as: 'admin', params: (ids) => ({ id: ids.victimAccountId }) },
  { route: 'DELETE /api/admin/users/{id}', as: 'admin', params: (ids) => ({ id: ids.victimId }) },
  { route: 'GET /api/funding', as: 'customer' },
  { route: 'GET /api/messages', as: 'customer' },
  // At most five unanswered: past them the corpus meets 429, still no 5xx.
  { route: 'POST /api/messages', as: 'customer', body: () => ({ body: 'Where do I find my statements?' }) },
  { route: 'GET /api/admin/messages', as: 'admin', query: () => ({ status: 'open', limit: '20', cursor: 'not-a-cursor' }) },
  { route: 'POST /api/admin/messages/{id}/reply', as: 'admin', params: () => ({ id: '00000000-0000-4000-8000-000000000000' }), body: () => ({ reply: 'They are under Statements.' }) },
  { route: 'GET /api/admin/deposits', as: 'admin', query: () => ({ status: 'pending', limit: '20', cursor: 'not-a-cursor' }) },
  { route: 'POST /api/admin/deposits', as: 'admin', body: () => ({ reference: 'MPB-ZZZZZZZZ', amount: '25.00', payer: 'Fuzz Payer' }) },
  { route: 'POST /api/admin/deposits/{id}/approve', as: 'admin', params: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  { route: 'POST /api/admin/deposits/{id}/reject', as: 'admin', params: () => ({ id: '00000000-0000-4000-8000-000000000000' }), body: () => ({ reason: 'Fuzz reason' }) },
  { route: 'POST /api/objects/upload', as: 'anonymous' },
  {
    route: 'PUT /api/objects/uploads/{uploadId}', as: 'anonymous', params: (ids) => ({ uploadId: ids.upload.id }),
    query: (ids) => ({ expires: ids.upload.expires, signature: ids.upload.signature }),
  },
  { route: 'POST /api/admin/account-opening', as: 'anonymous', body: () => OPENING },
  { route: 'POST /api/account-opening', as: 'anonymous', body: () => OPENING },
  { route: 'POST /api/account-opening/verify-email', as: 'anonymous', fewHits: true, spendsIpAllowance: LINKS_PER_IP, body: () => ({ token: 'not-a-link-the-bank-sent' }) },
  { route: 'POST /api/account-opening/status', as: 'anonymous', spendsIpAllowance: LOOKUPS_PER_IP, body: () => ({ referenceNumber: 'AO-ZZZZZZZZZZ', dateOfBirth: '1980-01-01' }) },
  {
    route: 'POST /api/account-opening/activate', as: 'anonymous', spendsIpAllowance: LINKS_PER_IP,
    body: () => ({ token: 'not-a-link-the-bank-sent', password: 'Fresh-Start-2026', confirmPassword: 'Fresh-Start-2026' }),
  },
  { route: 'GET /api/admin/account-opening/applications', as: 'admin', query: () => ({ status: 'submitted', limit: '5' }) },
  { route: 'GET /api/admin/account-opening/applications/{id}', as: 'admin', params: (ids) => ({ id: ids.openingId }) },
  {
    route: 'GET /api/admin/account-opening/applications/{id}/documents/{field}', as: 'admin',
    params: (ids) => ({ id: ids.openingId, field: 'primaryIdDocument' }),
  },
  { route: 'POST /api/admin/account-opening/applications/{id}/reject', as: 'admin', params: (ids) => ({ id: ids.openingId }), body: () => ({ reason: 'Documents unreadable' }) },
  { route: 'POST /api/admin/account-opening/applications/{id}/review', as: 'admin', params: (ids) => ({ id: ids.openingId }) },
  { route: 'POST /api/admin/account-opening/applications/{id}/approve', as: 'admin', params: (ids) => ({ id: ids.openingId }) },
];

/** A JSON value as raw text (numbers a double cannot hold need it), and what the answer must be. */
interface Hostile { label: string; json: string; expect?: number }
const refused = (label: string, json: string): Hostile => ({ label, json, expect: 400 });
const tolerated = (label: string, json: string): Hostile => ({ label, json });

/** Values for a body field. `expect` 400: refused whatever the field; otherwise any answer but a 5xx. */
const FIELD_CORPUS: Hostile[] = [
  refused('NUL', '"a\\u0000b"'),
  refused('only NUL', '"\\u0000"'),
  refused('bell', '"ding\\u0007"'),
  refused('escape sequence', '"\\u001b[31mred"'),
  refused('C1 control', '"next\\u0085line"'),
  refused('lone high surrogate', '"\\ud800"'),
  refused('lone low surrogate', '"x\\udc00y"'),
  refused('10k-deep array', DEEP_10K),
  refused('10k-deep object', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)),
  tolerated('tab and newline', '"line one\\n\\tline two"'),
  tolerated('huge integer as a number', '1000000000000000000'),
  tolerated('huge integer as a string', '"1000000000000000000"'),
  tolerated('integer beyond a double', '123456789012345678901234567890'),
  tolerated('1e18 as a number', '1e18'),
  tolerated('1e18 as a string', '"1e18"'),
  tolerated('number beyond a double', '1e400'),
  tolerated('more decimals than a double holds', '1.0000000000000000000001'),
  tolerated('negative', '-1'),
  tolerated('zero', '0'),
  tolerated('small integer', '12'),
  tolerated('impossible day', '"2026-02-30"'),
  tolerated('year zero', '"0000-01-01"'),
  tolerated('bare year', '"2565"'),
  tolerated('ISO week', '"2026-W01"'),
  tolerated('empty string', '""'),
  tolerated('spaces', '"   "'),
  tolerated('10k characters', JSON.stringify('x'.repeat(10_000))),
  tolerated('100k characters', JSON.stringify('y'.repeat(100_000))),
  tolerated('astral and accents', '"Zoë 漢字 😀"'),
  tolerated('SQL-looking', `"'; drop table identity.users; --"`),
  tolerated('null', 'null'),
  tolerated('true', 'true'),
  tolerated('false', 'false'),
  tolerated('empty array', '[]'),
  tolerated('array of a string', '["a"]'),
  tolerated('empty object', '{}'),
  tolerated('object', '{"a":"b"}'),
  tolerated('nested a little', '[[[["x"]]]]'),
];

/** Values for a query parameter or a path segment, percent-encoded as sent. */
const URL_CORPUS: Hostile[] = [
  refused('NUL', 'a%00b'),
  refused('newline', 'a%0Ab'),
  refused('bell', '%07'),
  refused('C1 control', '%C2%85'),
  refused('lone surrogate (as UTF-8 bytes)', '%ED%A0%80'),
  refused('bytes that are not UTF-8', '%FF%FE'),
  tolerated('huge integer', '1000000000000000000'),
  tolerated('1e18', '1e18'),
  tolerated('hex', '0x10'),
  tolerated('decimal', '1.5'),
  tolerated('negative', '-1'),
  tolerated('zero', '0'),
  tolerated('impossible day', '2026-02-30'),
  tolerated('year zero', '0000-01-01'),
  tolerated('bare year', '2565'),
  tolerated('ISO week', '2026-W01'),
  tolerated('empty', ''),
  tolerated('5k characters', 'x'.repeat(5_000)),
  tolerated('astral', '%F0%9F%98%80'),
  tolerated('percent sign', '%25'),
  tolerated('SQL-looking', "'%3B%20drop%20table%20users%3B--"),
];

/** Whole-body and whole-query cases sent to every route. */
interface Attempt {
  label: string;
  expect?: number;
  params?: Record<string, string>;
  query?: string;
  body?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

function* attempts(route: Route, ids: Ids): Generator<Attempt> {
  const params = route.params?.(ids) ?? {};
  const query = route.query?.(ids) ?? {};
  const body = route.body?.(ids);
  const encodedQuery = (over: Record<string, string> = {}) =>
    Object.entries({ ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, encodeURIComponent(v)])), ...over })
      .map(([k, v]) => `${k}=${v}`).join('&');
  const bodyText = body ? JSON.stringify(body) : '{}';
  const fieldCorpus = route.fewHits ? FIELD_CORPUS.filter((h) => h.expect !== undefined || /characters|array|object|null|true|false|number/.test(h.label)) : FIELD_CORPUS;
  const urlCorpus = route.fewHits ? URL_CORPUS.filter((h) => h.expect !== undefined) : URL_CORPUS;

  for (const field of Object.keys(body ?? {})) {
    for (const hostile of fieldCorpus) {
      const text = JSON.stringify({ ...body, [field]: '__HOSTILE__' }).replace('"__HOSTILE__"', hostile.json);
      yield { label: `body ${field} = ${hostile.label}`, expect: hostile.expect, params, query: encodedQuery(), body: text };
    }
  }
  for (const name of Object.keys(query)) {
    for (const hostile of urlCorpus) yield { label: `query ${name} = ${hostile.label}`, expect: hostile.expect, params, query: encodedQuery({ [name]: hostile.json }) };
    yield { label: `query ${name} repeated`, params, query: `${encodedQuery()}&${name}=1` };
  }
  for (const name of Object.keys(params)) {
    for (const hostile of urlCorpus.filter((h) => h.json !== '')) {
      yield { label: `path ${name} = ${hostile.label}`, expect: hostile.expect, params: { ...params, [name]: hostile.json }, query: encodedQuery() };
    }
  }
  const whole: Attempt[] = [
    { label: 'a NUL query parameter', expect: 400, query: encodedQuery({ extra: '%00' }) },
    { label: 'a __proto__ query key', expect: 400, query: encodedQuery({ '__proto__[admin]': '1' }) },
    { label: 'a constructor query key', expect: 400, query: encodedQuery({ 'constructor[prototype]': '1' }) },
    { label: 'a 10k-deep body', expect: 400, body: DEEP_10K },
    { label: 'a __proto__ key', expect: 400, body: bodyText.replace(/^{/, '{"__proto__":{"role":"admin"},').replace(',}', '}') },
    { label: 'a nested constructor key', expect: 400, body: bodyText.replace(/^{/, '{"x":{"constructor":{"prototype":{"role":"admin"}}},').replace(',}', '}') },
    { label: 'a prototype key', expect: 400, body: bodyText.replace(/^{/, '{"prototype":1,').replace(',}', '}') },
    { label: 'a NUL in a key', expect: 400, body: bodyText.replace(/^{/, '{"a\\u0000b":1,').replace(',}', '}') },
    { label: 'a lone surrogate in an unknown field', expect: 400, body: bodyText.replace(/^{/, '{"extra":"\\udbff",').replace(',}', '}') },
    { label: 'a Latin-1 body', expect: 415, body: Buffer.from(bodyText, 'latin1'), contentType: 'application/json; charset=iso-8859-1' },
    { label: 'a UTF-16 body', expect: 415, body: Buffer.from(bodyText, 'utf16le'), contentType: 'application/json; charset=utf-16' },
    { label: 'bytes that are not UTF-8', expect: 400, body: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]) },
    { label: 'a compressed body', expect: 415, body: bodyText, headers: { 'Content-Encoding': 'gzip' } },
    { label: 'a body over 512 KB', expect: 413, body: JSON.stringify({ a: 'z'.repeat(600_000) }) },
    { label: 'malformed JSON', expect: 400, body: '{"a":' },
    { label: 'an array body', body: '[]' },
    { label: 'a string body', body: '"x"' },
    { label: 'a null body', body: 'null' },
    { label: 'a number body', body: '1e400' },
    { label: 'an empty body', body: '' },
    { label: 'a text/plain body', body: bodyText, contentType: 'text/plain' },
  ];
  for (const attempt of whole) yield { params, query: attempt.query ?? encodedQuery(), ...attempt };
}

function send(agent: TestAgent, route: Route, attempt: Attempt) {
  const [method, template] = route.route.split(' ');
  const path = template.replace(/{(\w+)}/g, (_, name: string) => attempt.params?.[name] ?? '');
  const url = attempt.query ? `${path}?${attempt.query}` : path;
  const req = agent[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);
  for (const [name, value] of Object.entries(attempt.headers ?? {})) req.set(name, value);
  if (attempt.body === undefined) return req;
  return req.set('Content-Type', attempt.contentType ?? 'application/json').serialize(asIs).send(attempt.body as string);
}

describe('hostile input', () => {
  let t: DemoBank;
  let fuzzed: Customer;
  let customer: TestAgent;
  let admin: TestAgent;
  let answers: Record<string, string>;
  let accountId: string;
  let otherAccountNumber: string;
  let notificationId: string;
  let transactionsBefore: number;
  let staffIds: Pick<Ids, 'customerId' | 'email' | 'victimId' | 'victimAccountId' | 'cardId' | 'applicationId' | 'openingId' | 'upload'>;

  beforeAll(async () => {
    t = await connectToDemoBank();
    fuzzed = await t.newCustomer('FUZZ');
    customer = fuzzed.agent;
    accountId = (await t.openAccount(fuzzed, { balance: '1000.00' })).id;
    answers = await setUpSecurity(fuzzed);
    const other = await t.newCustomer('FUZZ');
    otherAccountNumber = (await t.openAccount(other)).accountNumber;
    admin = await t.admin();
    transactionsBefore = await transactionCount();
    // Staff routes act on a customer of their own, and on a card and an application of the fuzzed customer's.
    const victim = await t.newCustomer('FUZZ');
    const victimAccountId = (await t.openAccount(victim)).id;
    const card = await admin.post('/api/admin/debit-cards')
      .send({ accountId, cardNumber: uniqueCardNumber(), cardHolderName: 'Fuzz One', expiryMonth: 12, expiryYear: 2031, cvv: '123' }).expect(201);
    const savingsId = (await t.openAccount(fuzzed, { type: 'savings' })).id;
    const application = await customer.post('/api/debit-cards').send({ accountId: savingsId }).expect(201);
    // The card application's notice: a notification of the customer's to mark read.
    notificationId = await eventually('the card application notification', async () =>
      (await customer.get('/api/notifications').expect(200)).body.items[0]?.id as string | undefined);
    // An account-opening application with its two required documents, and one unused signed upload URL.
    const applicant = t.agent();
    const uploadTo = async (bytes: Buffer, type: string) => {
      const { body } = await applicant.post('/api/objects/upload').expect(200);
      return (await applicant.put(body.uploadURL).set('Content-Type', type).send(bytes).expect(200)).body.objectPath as string;
    };
    const documents = {
      primaryIdDocument: await uploadTo(Buffer.from('%PDF-1.4 fuzz'), 'application/pdf'),
      addressProof: await uploadTo(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]), 'image/jpeg'),
    };
    const openingEmail = `opening.${fuzzed.email}`;
    const opened = await applicant.post('/api/admin/account-opening')
      .send({ ...OPENING, primaryHolder: { ...OPENING.primaryHolder, email: openingEmail }, documents }).expect(201);
    // Staff see it once its email is verified: the link from the letter the server sent.
    const inbox = mailInbox();
    const link = await eventually('the verification letter', async () =>
      (await inbox.to(openingEmail)).map((l) => /\/open-account\/verify\?token=(\S+)/.exec(l.text)?.[1]).find(Boolean));
    await t.agent().post('/api/account-opening/verify-email').send({ token: decodeURIComponent(link) }).expect(200);
    const openingId = await applicationIdOf(opened.body.referenceNumber);
    const signed = new URL((await applicant.post('/api/objects/upload').expect(200)).body.uploadURL, 'http://x');
    const upload = { id: signed.pathname.split('/').pop()!, expires: signed.searchParams.get('expires')!, signature: signed.searchParams.get('signature')! };
    staffIds = {
      customerId: fuzzed.customerId, email: fuzzed.email, victimId: victim.id, victimAccountId, cardId: card.body.id, applicationId: application.body.id, openingId, upload,
    };
  });
  afterAll(() => t.close());

  /** The staff list's id of the application with this reference number, paging from the newest. */
  async function applicationIdOf(referenceNumber: string): Promise<string> {
    let cursor: string | null = null;
    do {
      const page: { body: { items: { id: string; referenceNumber: string }[]; nextCursor: string | null } } = await admin.get('/api/admin/account-opening/applications')
        .query({ status: 'submitted', limit: '100', ...(cursor ? { cursor } : {}) }).expect(200);
      const found = page.body.items.find((a) => a.referenceNumber === referenceNumber);
      if (found) return found.id;
      cursor = page.body.nextCursor;
    } while (cursor);
    throw new Error(`application ${referenceNumber} is not in the staff list`);
  }

  const transferBody = () => ({ fromAccountId: accountId, toAccountNumber: otherAccountNumber, amount: '10.00', description: 'Rent' });
  /** The fuzzed customer's history: a refused request adds nothing to it. */
  const transactionCount = async () => (await customer.get('/api/transactions').query({ limit: '100' }).expect(200)).body.items.length as number;
  const balance = async () => (await customer.get('/api/accounts').expect(200)).body.find((a: { id: string }) => a.id === accountId).balance as string;

  describe('each finding', () => {
    it('refuses a NUL character in any text field or query parameter with a 400 naming the field', async () => {
      const login = await t.agent().post('/api/login').send({ customerId: 'FUZZ\u0000001', password: CUSTOMER_PASSWORD }).expect(400);
      expect(login.body).toEqual({ message: 'customerId must not contain control characters', code: 'VALIDATION',
        details: [{ field: 'customerId', message: 'customerId must not contain control characters' }] });
      await customer.post('/api/transfer').send({ ...transferBody(), description: 'Rent\u0000' }).expect(400);
      const profile = await customer.patch('/api/user/profile')
        .send({ firstName: 'Al\u0000ex', lastName: 'Doe', email: 'alex@example.test', phone: '5551234567', address: 'Main St 1' }).expect(400);
      expect(profile.body.message).toBe('firstName must not contain control characters');
      const search = await customer.get('/api/transactions?search=a%00b').expect(400);
      expect(search.body.message).toBe('search must not contain control characters');
      expect(await transactionCount()).toBe(transactionsBefore);
    });

    it('refuses a lone UTF-16 surrogate in an email or a description, and stores nothing', async () => {
      const email = await customer.patch('/api/auth/profile').set('Content-Type', 'application/json')
        .send('{"firstName":"Alex","lastName":"Doe","email":"al\\ud800ex@example.test","phone":"5551234567"}').expect(400);
      expect(email.body.message).toBe('email is not valid Unicode text');
      await customer.post('/api/transfer').send({ ...transferBody(), description: 'Rent \udc00' }).expect(400);
      expect((await customer.get('/api/user').expect(200)).body.email).toBe(fuzzed.email);
      expect(await transactionCount()).toBe(transactionsBefore);
    });

    it('refuses a sign-in customer id longer than its column', async () => {
      const res = await t.agent().post('/api/login').send({ customerId: 'C'.repeat(65), password: CUSTOMER_PASSWORD }).expect(400);
      expect(res.body.message).toBe('Customer ID must be at most 32 characters');
      await t.agent().post('/api/login').send({ customerId: 'C'.repeat(33), password: CUSTOMER_PASSWORD }).expect(400);
    });

    it('refuses JSON nested thousands of levels deep before parsing it', async () => {
      for (const agent of [t.agent(), customer]) {
        const res = await agent.post('/api/login').set('Content-Type', 'application/json').send(`{"customerId":${DEEP_10K}}`).expect(400);
        expect(res.body).toEqual({ message: 'The request body is nested too deeply (at most 32 levels)', code: 'VALIDATION' });
      }
      await customer.patch('/api/user/notifications').set('Content-Type', 'application/json').send(DEEP_10K).expect(400);
      // Brackets inside strings are text, not nesting.
      await customer.patch('/api/user/notifications').send({ note: '['.repeat(10_000), securityAlerts: true }).expect(200);
    });

    it.each(['1000000000000000000', '1e18', '1e2', '-1', '1.5'])('refuses the page size %s', async (limit) => {
      await customer.get(`/api/transactions?limit=${limit}`).expect(400);
      const notifications = await customer.get(`/api/notifications?limit=${limit}`).expect(400);
      expect(notifications.body.message).toBe('limit must be a whole number from 1 to 100');
      await admin.get(`/api/admin/users?limit=${limit}`).expect(400);
    });

    it.each(['2026-02-30', '0000-01-01', '2565', '2026-W01', '2026-11-01T24:00:00Z'])('refuses the date %s', async (date) => {
      const res = await customer.get(`/api/transactions?from=${date}`).expect(400);
      expect(res.body.message).toBe('from must be a date as YYYY-MM-DD');
      await customer.get(`/api/transactions?to=${date}`).expect(400);
      await admin.get(`/api/admin/audit?from=${date}`).expect(400);
    });

    it('accepts real days, and the instants the client sends', async () => {
      await customer.get('/api/transactions?from=2024-02-29&to=2026-12-31').expect(200);
      await customer.get('/api/transactions?from=2026-10-31T23:00:00.000Z&to=2026-11-30T23:00:00.000Z').expect(200);
    });

    it('treats an amount with more than 2 decimals alike as a JSON number and as a string', async () => {
      // A double holds this number as 1: without the source text it would move 1.00.
      const body = { ...transferBody(), amount: 1 };
      const authorizationToken = await stepUp(customer, answers, 'domestic-transfer', body);
      const asNumber = await customer.post('/api/transfer').set('Content-Type', 'application/json')
        .send(JSON.stringify({ ...body, authorizationToken }).replace('"amount":1', '"amount":1.0000000000000000000001')).expect(400);
      const asString = await customer.post('/api/transfer').send({ ...body, amount: '1.0000000000000000000001', authorizationToken }).expect(400);
      expect(asNumber.body).toEqual(asString.body);
      expect(asNumber.body.message).toBe('Amount can have at most 2 decimal places');
      expect(await transactionCount()).toBe(transactionsBefore);
      expect(await balance()).toBe('1000.00');
    });

    itLocally('keeps JSON numbers a double holds exactly as numbers', BANK_WIDE, async () => {
      await admin.patch('/api/admin/sessions/timeout').set('Content-Type', 'application/json').send('{"timeoutMinutes":15.0}').expect(200);
      await admin.patch('/api/admin/sessions/timeout').set('Content-Type', 'application/json').send('{"timeoutMinutes":1.5e1}').expect(200);
    });

    it('reads UTF-8 only: another charset is a 415, bytes that are not UTF-8 a 400', async () => {
      const latin1 = await t.agent().post('/api/login').set('Content-Type', 'application/json; charset=iso-8859-1')
        .serialize(asIs).send(Buffer.from(`{"customerId":"${fuzzed.customerId}","password":"x"}`, 'latin1')).expect(415);
      expect(latin1.body).toEqual({ message: 'The request body must be JSON in UTF-8', code: 'UNSUPPORTED_MEDIA_TYPE' });
      const broken = await t.agent().post('/api/login').set('Content-Type', 'application/json').serialize(asIs)
        .send(Buffer.concat([Buffer.from('{"customerId":"FUZZ'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('","password":"x"}')])).expect(400);
      expect(broken.body).toEqual({ message: 'The request body is not valid UTF-8', code: 'VALIDATION' });
      await t.agent().post('/api/login').set('Content-Type', 'application/json; charset=utf-8').send(JSON.stringify({ customerId: fuzzed.customerId, password: CUSTOMER_PASSWORD })).expect(200);
    });

    it('refuses prototype keys in a body or a query', async () => {
      const res = await customer.patch('/api/user/notifications').set('Content-Type', 'application/json')
        .send('{"smsNotifications":true,"__proto__":{"isAdmin":true}}').expect(400);
      expect(res.body.message).toBe('The field name __proto__ is not allowed');
      await customer.patch('/api/user/notifications').send({ smsNotifications: true, nested: { constructor: { prototype: 1 } } }).expect(400);
      await customer.get('/api/transactions?__proto__[page]=1').expect(400);
      await customer.get('/api/transactions?constructor=1').expect(400);
    });
  });

  // Its last test scans the database for what the corpus before it may have left there.
  describe('a fixed corpus sent to every field of every route', () => {
    // Run last: the customer's profile, questions and settings may take any value the rules allow.
    it('covers every route of the app', async () => {
      const doc = await t.agent().get('/api/docs/openapi.json').expect(200);
      const served = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>)
        .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
      expect(ROUTES.map((r) => r.route).sort()).toEqual(served.sort());
    });

    /** What the route answered to each hostile attempt that it should not have. */
    const failuresOf = async (route: Route) => {
      const agent = route.as === 'customer' ? customer : route.as === 'admin' ? admin : t.agent();
      const failures: string[] = [];
      for (const attempt of attempts(route, { accountId, otherAccountNumber, notificationId, ...staffIds })) {
        const res = await send(agent, route, attempt);
        const ok = attempt.expect === undefined ? res.status < 500 : res.status === attempt.expect;
        if (!ok) failures.push(`${attempt.label}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      }
      return failures;
    };
    it.each(ROUTES.filter((r) => !r.localOnly && !r.spendsIpAllowance).map((r) => [r.route, r] as const))('%s: no 5xx, and the hostile values are refused', async (_name, route) => {
      expect(await failuresOf(route)).toEqual([]);
    }, 240_000);
    for (const route of ROUTES.filter((r) => r.localOnly || r.spendsIpAllowance)) {
      const name = `${route.route}: no 5xx, and the hostile values are refused`;
      const refusesTheCorpus = async () => { expect(await failuresOf(route)).toEqual([]); };
      if (route.spendsIpAllowance) itSpendingIpAllowance(name, route.spendsIpAllowance, refusesTheCorpus, 240_000);
      else itLocally(name, route.localOnly!, refusesTheCorpus, 240_000);
    }

    itCheckingDatabase('left no control character, lone surrogate or replacement character in the database', 'reads every text column of the database', async () => {
      const columns = await t.database!.sql<{ table_schema: string; table_name: string; column_name: string; data_type: string }>(
        `select table_schema, table_name, column_name, data_type from information_schema.columns
          where table_schema not in ('pg_catalog', 'information_schema') and data_type in ('text', 'character varying', 'jsonb', 'json')`);
      const found: string[] = [];
      for (const { table_schema: schema, table_name: table, column_name: column, data_type: type } of columns) {
        // Raw characters in text; in JSON, the escapes that stand for them.
        const pattern = type.startsWith('json') ? String.raw`\\u00(0[0-8bcef]|1[0-9a-f]|7f)|\\u(d[89a-f]|fffd)` : String.raw`[\x01-\x08\x0b\x0c\x0e-\x1f\x7f\ufffd]`;
        const [{ n }] = await t.database!.sql<{ n: number }>(`select count(*)::int as n from "${schema}"."${table}" where "${column}"::text ~* $1`, [pattern]);
        if (n > 0) found.push(`${schema}.${table}.${column}: ${n}`);
      }
      expect(found).toEqual([]);
    });
  });
});
