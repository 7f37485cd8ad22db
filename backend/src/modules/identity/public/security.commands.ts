// The security set-up commands other parts of the app may send through the CommandBus (the demo seeder).
export { SaveSecurityQuestions } from '../application/commands/save-security-questions/save-security-questions.command.js';
export { SaveSignature } from '../application/commands/save-signature/save-signature.command.js';
