import { Migration20261121000000Platform } from './20261121000000-platform.js';
import { Migration20261121000100Security } from './20261121000100-security.js';
import { Migration20261121000300AccountsLedgerPayments } from './20261121000300-accounts-ledger-payments.js';
import { Migration20261121000200NotificationsProfile } from './20261121000200-notifications-profile.js';
import { Migration20261121000400TransferUsage } from './20261121000400-transfer-usage.js';
import { Migration20261121000500PayeeLookups } from './20261121000500-payee-lookups.js';
import { Migration20261124000300InternalAccountBalances } from './20261124000300-internal-account-balances.js';
import { Migration20261124000500KeysetPaging } from './20261124000500-keyset-paging.js';
import { Migration20261124000700Admin } from './20261124000700-admin.js';
import { Migration20261124000800Cards } from './20261124000800-cards.js';
import { Migration20261124000701AdminLists } from './20261124000701-admin-lists.js';
import { Migration20261125002000Onboarding } from './20261125002000-onboarding.js';
import { Migration20261126000100International } from './20261126000100-international.js';
import { Migration20261126000200KnownDevices } from './20261126000200-known-devices.js';
import { Migration20261126000300InternationalHotRows } from './20261126000300-international-hot-rows.js';
import { Migration20261126000400InternationalTermsVersion } from './20261126000400-international-terms-version.js';
import { Migration20261126000500CardLists } from './20261126000500-card-lists.js';
import { Migration20261126000600AccountNumberSearch } from './20261126000600-account-number-search.js';
import { Migration20261126000700CustomerSearch } from './20261126000700-customer-search.js';
import { Migration20261127000000ContextSchemas } from './20261127000000-context-schemas.js';
import { Migration20261127000100ScheduledJobRuns } from './20261127000100-scheduled-job-runs.js';
import { Migration20261128000100AccountHolders } from './20261128000100-account-holders.js';

/** Applied in this order; committed files, never edited once released. */
export const MIGRATIONS = [
  { name: 'Migration20261121000000Platform', class: Migration20261121000000Platform },
  { name: 'Migration20261121000100Security', class: Migration20261121000100Security },
  { name: 'Migration20261121000300AccountsLedgerPayments', class: Migration20261121000300AccountsLedgerPayments },
  { name: 'Migration20261121000200NotificationsProfile', class: Migration20261121000200NotificationsProfile },
  { name: 'Migration20261121000400TransferUsage', class: Migration20261121000400TransferUsage },
  { name: 'Migration20261121000500PayeeLookups', class: Migration20261121000500PayeeLookups },
  { name: 'Migration20261124000300InternalAccountBalances', class: Migration20261124000300InternalAccountBalances },
  { name: 'Migration20261124000500KeysetPaging', class: Migration20261124000500KeysetPaging },
  { name: 'Migration20261124000700Admin', class: Migration20261124000700Admin },
  { name: 'Migration20261124000800Cards', class: Migration20261124000800Cards },
  { name: 'Migration20261124000701AdminLists', class: Migration20261124000701AdminLists },
  { name: 'Migration20261125002000Onboarding', class: Migration20261125002000Onboarding },
  { name: 'Migration20261126000100International', class: Migration20261126000100International },
  { name: 'Migration20261126000200KnownDevices', class: Migration20261126000200KnownDevices },
  { name: 'Migration20261126000300InternationalHotRows', class: Migration20261126000300InternationalHotRows },
  { name: 'Migration20261126000400InternationalTermsVersion', class: Migration20261126000400InternationalTermsVersion },
  { name: 'Migration20261126000500CardLists', class: Migration20261126000500CardLists },
  { name: 'Migration20261126000600AccountNumberSearch', class: Migration20261126000600AccountNumberSearch },
  { name: 'Migration20261126000700CustomerSearch', class: Migration20261126000700CustomerSearch },
  { name: 'Migration20261127000000ContextSchemas', class: Migration20261127000000ContextSchemas },
  { name: 'Migration20261127000100ScheduledJobRuns', class: Migration20261127000100ScheduledJobRuns },
  { name: 'Migration20261128000100AccountHolders', class: Migration20261128000100AccountHolders },
];
