// Whether a customer has security questions and a signature (international transfers need both again after a reset).
export { GetSecuritySetup } from '../application/queries/get-security-setup/get-security-setup.query.js';
