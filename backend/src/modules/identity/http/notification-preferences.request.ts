import { IsBoolean, ValidateIf } from 'class-validator';
import type { UpdateNotificationPreferencesRequest as PreferencesContract } from '@bank/contracts/profile';
import { ProfileMessages as M } from '@bank/contracts/profile';

/** Leave a switch out to keep it; `null`, strings and numbers are refused, not read as booleans. */
const OptionalBoolean = (field: string) => (target: object, property: string) => {
  ValidateIf((_: object, value: unknown) => value !== undefined)(target, property);
  IsBoolean({ message: M.PREFERENCE_NOT_BOOLEAN(field) })(target, property);
};

export class UpdateNotificationPreferencesRequest implements PreferencesContract {
  @OptionalBoolean('emailNotifications') emailNotifications?: boolean;
  @OptionalBoolean('smsNotifications') smsNotifications?: boolean;
  @OptionalBoolean('transactionAlerts') transactionAlerts?: boolean;
  @OptionalBoolean('securityAlerts') securityAlerts?: boolean;
  @OptionalBoolean('marketingEmails') marketingEmails?: boolean;
}
