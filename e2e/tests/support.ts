import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import pg from 'pg';

export const DEMO = {
  alex: { customerId: 'DEMO001', password: 'Demo!2026', firstName: 'Alex' },
  sam: { customerId: 'DEMO002', password: 'Demo!2026', firstName: 'Sam' },
  admin: { customerId: 'ADMIN001', password: 'Admin!2026', firstName: 'Morgan' },
} as const;

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, who: { customerId: string; password: string; firstName: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Customer ID').fill(who.customerId);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Someone signed in in a browser context of their own (a second person at another computer). */
export async function signedInElsewhere(browser: Browser, who: { customerId: string; password: string; firstName: string }): Promise<Page> {
  const context = await browser.newContext();
  await skipTutorials(context);
  const page = await context.newPage();
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

/** antd's opening animations (dialog zoom, popover zoom, mask fade, menu slide), by class. */
const OPENING_ANIMATIONS = ['zoom', 'zoom-big', 'fade', 'slide-up'].flatMap((motion) => [`.ant-${motion}-appear`, `.ant-${motion}-enter`]).join(', ');

/**
 * Waits until no overlay is still animating in: a click on one that still slides in can miss,
 * and axe reads its half-transparent text as low contrast.
 */
export async function overlaysSettled(page: Page): Promise<void> {
  await expect(page.locator(OPENING_ANIMATIONS)).toHaveCount(0);
}

/** Opens the header's user menu (the button named after the user), once it has finished opening. */
export async function openUserMenu(page: Page, name: string | RegExp): Promise<void> {
  // The user menu's own trigger: an open notification panel in the banner may name the customer too.
  await page.getByRole('banner').locator('[data-tour="user-menu"]').filter({ hasText: name }).click();
  await overlaysSettled(page);
}

/** The e2e server's own database (scripts/e2e-server.mjs); E2E_DATABASE_URL for an app started elsewhere. */
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_PG_PORT ?? 54340}/bank`;

/**
 * Deletes a customer's security questions and signature, straight in the database. Only for a
 * retried journey, which finds what its failed attempt already saved.
 */
export async function forgetSecuritySetup(customerId: string): Promise<void> {
  const client = new pg.Client(DATABASE_URL);
  await client.connect();
  try {
    for (const table of ['identity.user_security_questions', 'identity.user_signatures']) {
      await client.query(`delete from ${table} where user_id = (select id from identity.users where customer_id = $1)`, [customerId]);
    }
  } finally {
    await client.end();
  }
}

/** Lifts a customer's step-up lockout, straight in the database: later journeys of the run need their step-up. */
export async function liftStepUpLockout(customerId: string): Promise<void> {
  const client = new pg.Client(DATABASE_URL);
  await client.connect();
  try {
    await client.query(`delete from identity.step_up_attempts where user_id = (select id from identity.users where customer_id = $1)`, [customerId]);
  } finally {
    await client.end();
  }
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
