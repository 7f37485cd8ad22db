import type { ApplicantWelcomed, ApplicationSubmitted } from '../../onboarding/public/onboarding.events.js';
import type { AddressedDraft } from '../domain/notification.js';
import { PRIORITY } from '../domain/notification-priority.js';

// What account opening tells: the administrators of a new application, the new customer 'Welcome'.

export function applicationSubmitted(p: ApplicationSubmitted['payload'], administratorIds: string[]): AddressedDraft[] {
  return administratorIds.map((userId) => ({
    userId,
    draft: {
      type: 'account', title: 'New account application', priority: PRIORITY.newApplication, actionUrl: '/admin',
      message: `${p.name} applied to open an account (${p.referenceNumber}).`,
    },
  }));
}

export function applicantWelcomed(p: ApplicantWelcomed['payload']): AddressedDraft[] {
  return [{
    userId: p.userId,
    draft: {
      type: 'account', title: 'Welcome', priority: PRIORITY.welcome, actionUrl: '/accounts',
      message: `Welcome to the bank, ${p.firstName}. Your ${p.currency} account ${p.accountNumber} is open and ready.`,
    },
  }];
}
