// Identity commands other parts of the app may send through the CommandBus (back-office jobs, the demo seeder).
export { CreateUser } from '../application/commands/create-user/create-user.command.js';
