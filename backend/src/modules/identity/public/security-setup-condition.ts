/**
 * A SQL condition, true when the customer (`userParam`, a placeholder such as `$1`) has both their
 * security questions and their signature set up; for a statement that must refuse a customer whose
 * credentials the bank reset (the international transfer's opening). Identity owns these tables.
 */
export function securitySetUpCondition(userParam: `$${number}`): string {
  return `exists (select 1 from identity.user_security_questions where user_id = ${userParam})
    and exists (select 1 from identity.user_signatures where user_id = ${userParam})`;
}
