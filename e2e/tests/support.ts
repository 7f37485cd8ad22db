/**
 * How a journey signs in and whom it may change. The journeys run on three workers at once, in any
 * order, on one database with the demo bank: each must be independent of every other.
 *
 * - `signIn(page, DEMO.alex)` puts the demo user's session, made once per run by
 *   `auth.setup.ts`, into the page's browser and opens the dashboard: no form, no password check.
 *   Those sessions are shared by every journey: never end them (sign-out, a password change, a
 *   revoked session, a login restriction) and never change what other journeys read of
 *   DEMO001, DEMO002 or ADMIN001 (security set-up, balances, notifications, restrictions, cards,
 *   profile). Reading them, and ADMIN001 acting on customers of its own, is fine.
 * - `newCustomer({ ... })` makes a customer of the journey's own through the admin API (accounts
 *   with opening balances, and security questions and a signature when asked): use one for
 *   anything that changes a customer or ends their session. `signIn` signs them in with the form.
 * - `signInWithForm(page, who)` when the sign-in itself is the journey (a new browser's
 *   notification, a sign-out that ends the session).
 * - Bank-wide settings (the idle session timeout) are changed only in `tests/bank-wide/`, a
 *   project that runs alone after every other journey.
 */
import { readFileSync } from 'node:fs';
import { expect, request, test, type Browser, type BrowserContext, type Locator, type Page, type PageScreenshotOptions } from '@playwright/test';
import { demoSignatureDataUrl } from '../../backend/src/demo/signature-image';

export const DEMO = {
  alex: { customerId: 'DEMO001', password: 'Demo!2026', firstName: 'Alex' },
  sam: { customerId: 'DEMO002', password: 'Demo!2026', firstName: 'Sam' },
  admin: { customerId: 'ADMIN001', password: 'Admin!2026', firstName: 'Morgan' },
  /** The second staff member: approves what ADMIN001 records (four eyes); sign in with the form (its shared session idles). */
  approver: { customerId: 'ADMIN002', password: 'Admin!2026', firstName: 'Jamie' },
} as const;

export interface Person { customerId: string; password: string; firstName: string }

/** Where auth.setup.ts keeps each demo user's signed-in browser state for the run. */
export const sessionFile = (customerId: string) => new URL(`../.auth/${customerId}.json`, import.meta.url).pathname;
const DEMO_IDS: readonly string[] = Object.values(DEMO).map((who) => who.customerId);

/** Signs in (a demo user: their session of the run; anyone else: the login form) and waits for the dashboard. */
export async function signIn(page: Page, who: Person): Promise<void> {
  if (!DEMO_IDS.includes(who.customerId)) return signInWithForm(page, who);
  await addDemoSession(page.context(), who);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Puts a demo user's session of the run into the browser without opening a page: for a journey
 * whose first page is not the dashboard (it saves loading the dashboard first).
 */
export async function addDemoSession(context: BrowserContext, who: Person): Promise<void> {
  if (!DEMO_IDS.includes(who.customerId)) throw new Error(`${who.customerId} is not a demo user: use signIn`);
  const { cookies } = JSON.parse(readFileSync(sessionFile(who.customerId), 'utf8')) as { cookies: Parameters<BrowserContext['addCookies']>[0] };
  await context.addCookies(cookies);
}

/** Signs in through the login screen and waits for the dashboard: a session of its own. */
export async function signInWithForm(page: Page, who: Person): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Customer ID').fill(who.customerId);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Signs in the way a visitor arrives: the landing page, then 'Client Login' (a session of its
 * own). Journeys that end on the landing page start here, so its code is already loaded when they
 * get back to it.
 */
export async function signInFromLandingPage(page: Page, who: Person): Promise<void> {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Client Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Customer ID').fill(who.customerId);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The demo customers' security answers (backend/src/demo/demo-users.ts); newCustomer sets up the same. */
export const SECURITY_ANSWERS: Record<string, string> = {
  'What was the name of your first pet?': 'Rex',
  'In which city were you born?': 'Lisbon',
  'What is your favourite colour?': 'Blue',
};

export interface NewAccount { accountType: 'checking' | 'savings' | 'credit'; currency?: string; initialBalance?: string; creditLimit?: string }
export interface Customer extends Person {
  id: string;
  lastName: string;
  /** The accounts asked for, in that order, with their numbers. */
  accounts: (NewAccount & { id: string; accountNumber: string })[];
}

/**
 * A customer of the journey's own, made through the admin API as ADMIN001: unique id, the given
 * accounts with their opening balances (deposited through the ledger), and, with `security`, the
 * demo questions and answers and a drawn signature, set up through the customer's own API.
 */
export async function newCustomer(options: {
  firstName?: string; lastName?: string; address?: string; accounts?: NewAccount[]; security?: boolean;
} = {}): Promise<Customer> {
  const { firstName = 'Jordan', lastName = 'Tester', address, accounts = [{ accountType: 'checking', initialBalance: '1000.00' }], security = false } = options;
  const baseURL = test.info().project.use.baseURL;
  const customerId = `E2E${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const password = 'Welcome-2026';
  const admin = await request.newContext({ baseURL, storageState: sessionFile(DEMO.admin.customerId) });
  try {
    const created = await admin.post('/api/admin/users', {
      data: { customerId, email: `${customerId.toLowerCase()}@example.test`, password, firstName, lastName, address },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    const { user } = (await created.json()) as { user: { id: string } };
    const opened: Customer['accounts'] = [];
    for (const account of accounts) {
      const response = await admin.post('/api/admin/accounts', { data: { currency: 'USD', initialBalance: '0.00', ...account, userId: user.id } });
      expect(response.ok(), await response.text()).toBeTruthy();
      const { account: made } = (await response.json()) as { account: { id: string; accountNumber: string } };
      opened.push({ ...account, id: made.id, accountNumber: made.accountNumber });
    }
    if (security) await setUpSecurity(baseURL, customerId, password);
    return { id: user.id, customerId, password, firstName, lastName, accounts: opened };
  } finally {
    await admin.dispose();
  }
}

async function setUpSecurity(baseURL: string | undefined, customerId: string, password: string): Promise<void> {
  const customer = await request.newContext({ baseURL });
  try {
    expect((await customer.post('/api/login', { data: { customerId, password } })).status()).toBe(200);
    const [[question1, answer1], [question2, answer2], [question3, answer3]] = Object.entries(SECURITY_ANSWERS);
    const questions = await customer.post('/api/auth/security-questions', { data: { question1, answer1, question2, answer2, question3, answer3 } });
    expect(questions.ok(), await questions.text()).toBeTruthy();
    const signature = await customer.post('/api/auth/signature', { data: { signatureData: demoSignatureDataUrl() } });
    expect(signature.ok(), await signature.text()).toBeTruthy();
  } finally {
    await customer.dispose();
  }
}

/**
 * Someone signed in in a browser context of their own (a second person at another computer).
 * `fakeClock`: the page's clock is Playwright's from the start, so a journey can fast-forward it.
 */
export async function signedInElsewhere(browser: Browser, who: Person, { fakeClock = false } = {}): Promise<Page> {
  const context = await browser.newContext();
  await skipTutorials(context);
  const page = await context.newPage();
  if (fakeClock) await page.clock.install();
  await signIn(page, who);
  return page;
}

/**
 * The tutorials (SPEC 2.7, 4) auto-start a modal 1.5 s after a mapped page opens, which would
 * cover what the journeys use. Marks them all completed (SPEC 3: localStorage 'completed-tutorials').
 */
export async function skipTutorials(context: BrowserContext): Promise<void> {
  await context.addInitScript((ids) => {
    try {
      window.localStorage.setItem('completed-tutorials', JSON.stringify(ids));
    } catch {
      // about:blank has no storage; the app's own pages do.
    }
  }, ['first-transfer', 'international-transfer', 'security-setup', 'notification-center']);
}

/**
 * The transfer form filled from the customer's checking account and confirmed: answers the
 * Authorize Transfer dialog it opens.
 */
export async function startTransfer(page: Page, toAccountNumber: string, amount: string, description: string): Promise<Locator> {
  await page.goto('/transfer');
  await page.getByRole('combobox', { name: 'From Account', exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: /Checking/, visible: true }).first().click();
  await page.getByLabel('To Account Number').fill(toAccountNumber);
  await expect(page.getByTestId('destination-account')).toContainText(toAccountNumber);
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'Transfer Money' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm Transfer' })).toContainText(`$${amount}`);
  await clickInDialog(page, 'Confirm Transfer', 'Confirm Transfer');
  const dialog = page.getByRole('dialog', { name: 'Authorize Transfer' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The authorization's first step: the drawn consent (redrawn until Continue takes it), then Continue. */
export async function signAndContinue(page: Page, dialog: Locator): Promise<void> {
  const continueButton = dialog.getByRole('button', { name: 'Continue' });
  await expect(async () => {
    await drawSignature(page, dialog.getByRole('img', { name: /Signature pad/ }));
    await expect(continueButton).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await continueButton.click();
}

/** Draws a stroke across a signature pad with the mouse. */
export async function drawSignature(page: Page, pad: Locator): Promise<void> {
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 24; i++) {
    await page.mouse.move(box.x + box.width * (0.1 + (0.8 * i) / 24), box.y + box.height * (0.5 + 0.2 * Math.sin(i / 2)));
  }
  await page.mouse.up();
}

/** antd's opening animations (dialog zoom, popover zoom, mask fade, menu slide, drawer slide), by class. */
const OPENING_ANIMATIONS = ['zoom', 'zoom-big', 'fade', 'slide-up', 'drawer-panel-motion-left', 'drawer-panel-motion-right', 'drawer-mask-motion']
  .flatMap((motion) => [`.ant-${motion}-appear`, `.ant-${motion}-enter`]).join(', ');

/**
 * Waits until no overlay is still animating in: a click on one that still slides in can miss,
 * and axe reads its half-transparent text as low contrast.
 */
export async function overlaysSettled(page: Page): Promise<void> {
  await expect(page.locator(OPENING_ANIMATIONS)).toHaveCount(0);
}

/**
 * A picture of the page for people to look at (the journeys' pages at 1280 and 375 px, in
 * test-results/). CI keeps no pictures, so there E2E_SCREENSHOTS=off (.ci/run) takes none: 210
 * full-page PNGs were a tenth of the journeys' time. Nothing is asserted on a picture.
 */
export async function takeScreenshot(page: Page, options: PageScreenshotOptions & { path: string }): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  await page.screenshot(options);
}

/** Clicks a button of a dialog once the dialog has opened and stopped zooming in (a click during the zoom can miss). */
export async function clickInDialog(page: Page, dialogName: string, buttonName: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await overlaysSettled(page);
  await dialog.getByRole('button', { name: buttonName }).click();
}

/** Opens the header's user menu (the button named after the user), once it has finished opening. */
export async function openUserMenu(page: Page, name: string | RegExp): Promise<void> {
  // The user menu's own trigger: an open notification panel in the banner may name the customer too.
  await page.getByRole('banner').locator('[data-tour="user-menu"]').filter({ hasText: name }).click();
  await overlaysSettled(page);
}

/** Elements that make the page scroll sideways (none should: a wide table scrolls inside its own box). */
export function widerThanThePage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    // Name the culprits: wider elements not clipped by a scrolling or hidden box around them.
    const clipped = (e: Element) => {
      for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) if (getComputedStyle(p).overflowX !== 'visible') return true;
      return false;
    };
    const culprits = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > width + 0.5 && !clipped(e))
      .slice(0, 5).map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} right=${e.getBoundingClientRect().right}`);
    return culprits.length ? culprits : [`page scrollWidth ${document.documentElement.scrollWidth} > ${width}`];
  });
}

/** Holds a routed request until the journey says: `await released` in the route, `release()` to let it go. */
export function gate(): { released: Promise<void>; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => { release = resolve; });
  return { released, release };
}

/** A toast holding the given text. Error toasts are announced as alerts, the others as status. */
export function toast(page: Page, text: string | RegExp, role: 'alert' | 'status' = 'status'): Locator {
  return page.getByRole(role).filter({ hasText: text });
}

/** "$14,306.99", "-$109.05" or "₹20,000.00" → minor units, exactly (no floats). */
export function cents(text: string): bigint {
  const match = /(-?)[^\d-]*([\d,]+)\.(\d\d)/.exec(text.trim());
  if (!match) throw new Error(`Not an amount: ${text}`);
  const value = BigInt(match[2].replace(/,/g, '')) * 100n + BigInt(match[3]);
  return match[1] ? -value : value;
}

/**
 * The e2e server's MailDev (scripts/e2e-server.mjs writes its ports to <E2E_DATA_DIR>/maildev.json):
 * waits for a letter to `address` whose subject is `subject` and answers the path (with its query)
 * of the first link to this app in it, to open in the journey's page.
 */
export async function linkInMail(address: string, subject: string): Promise<string> {
  const dataDir = new URL(`../../${process.env.E2E_DATA_DIR ?? '.data/e2e'}/`, import.meta.url);
  const { webPort } = JSON.parse(readFileSync(new URL('maildev.json', dataDir), 'utf8')) as { webPort: number };
  let found: string | undefined;
  await expect.poll(async () => {
    const letters = await (await fetch(`http://127.0.0.1:${webPort}/api/email`)).json() as { subject: string; text: string; to: { address: string }[] }[];
    const letter = letters.find((l) => l.subject === subject && l.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
    found = letter && /https?:\/\/[^/\s]+(\/\S+)/.exec(letter.text)?.[1];
    return found;
  }, { message: `a letter "${subject}" to ${address}`, timeout: 30_000 }).toBeTruthy();
  return found!;
}

/** The country list is long and virtual: search it by name, as a customer would. */
export async function chooseCountry(page: Page, name: string): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Destination Country', exact: true });
  await select.click();
  await select.fill(name);
  await page.locator('.ant-select-item-option').filter({ hasText: name, visible: true }).first().click();
}

/** The international form's recipient: name, address, bank, BIC when given, IBAN or account number. */
export async function fillRecipient(page: Page, details: { name: string; address: string; bank: string; bic?: string; account: string }): Promise<void> {
  await page.getByLabel('Recipient Name').fill(details.name);
  await page.getByLabel('Recipient Address').fill(details.address);
  await page.getByLabel('Bank Name').fill(details.bank);
  if (details.bic) await page.getByLabel('SWIFT/BIC Code').fill(details.bic);
  await page.getByRole('textbox', { name: /^(IBAN|Account Number)$/ }).fill(details.account);
}
