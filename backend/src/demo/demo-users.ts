/**
 * The demo bank's people, as data (seed-demo.job.ts makes them): the contract suites read them
 * without loading the app.
 */
export const DEMO_USERS = [
  { customerId: 'DEMO001', password: 'Demo!2026', email: 'alex.morgan@example.com', firstName: 'Alex', lastName: 'Morgan', phone: '+1 212 555 0101', address: '10 Hudson Yards, New York, NY 10001', dateOfBirth: '1986-04-12', role: 'user' as const },
  { customerId: 'DEMO002', password: 'Demo!2026', email: 'sam.rivera@example.com', firstName: 'Sam', lastName: 'Rivera', phone: '+1 415 555 0199', address: '500 Market Street, San Francisco, CA 94105', dateOfBirth: '1991-09-30', role: 'user' as const },
  { customerId: 'ADMIN001', password: 'Admin!2026', email: 'admin@meridian.example', firstName: 'Morgan', lastName: 'Hale', phone: null, address: null, dateOfBirth: null, role: 'admin' as const },
  // A second staff member: what creates money (an incoming deposit) needs a different one to approve it.
  { customerId: 'ADMIN002', password: 'Admin!2026', email: 'approver@meridian.example', firstName: 'Jamie', lastName: 'Okafor', phone: null, address: null, dateOfBirth: null, role: 'admin' as const },
];

export const DEMO_SECURITY_ANSWERS = {
  question1: 'What was the name of your first pet?', answer1: 'Rex',
  question2: 'In which city were you born?', answer2: 'Lisbon',
  question3: 'What is your favourite colour?', answer3: 'Blue',
};
