import { expect, test as setup } from '@playwright/test';
import { DEMO, sessionFile } from './support';

// One session per demo user for the whole run (tests/support.ts, signIn): the journeys open the
// app already signed in instead of filling the login form (and checking a password) each time.
for (const who of Object.values(DEMO)) {
  setup(`sign ${who.customerId} in for the run`, async ({ request }) => {
    const response = await request.post('/api/login', { data: { customerId: who.customerId, password: who.password } });
    expect(response.status(), await response.text()).toBe(200);
    await request.storageState({ path: sessionFile(who.customerId) });
  });
}
