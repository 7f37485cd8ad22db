/**
 * Whether a user has a second factor on (sign-in verification). Identity answers it; the back
 * office's guard asks it of administrators in production.
 */
export const ADMIN_SECOND_FACTOR = Symbol('AdminSecondFactor');

export interface AdminSecondFactor {
  isOn(userId: string): Promise<boolean>;
}

export const ADMIN_ENROLMENT_REQUIRED =
  'Turn on sign-in verification in Settings → Security before using the back office: in production every administrator signs in with a second factor.';
