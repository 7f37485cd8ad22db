import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { ValidationFailed } from '../errors/domain-error.js';

/**
 * Validates every request DTO (class-validator) and answers 400 with the specification's
 * field messages: `message` is the first one, `details` lists them all.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors: ValidationError[]) => {
      const details = flatten(errors);
      return new ValidationFailed(details[0]?.message ?? 'Invalid request', details);
    },
  });
}

function flatten(errors: ValidationError[], prefix = ''): { field: string; message: string }[] {
  return errors.flatMap((e) => {
    const field = prefix + e.property;
    const own = Object.values(e.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(e.children ?? [], field + '.')];
  });
}

/** Validates a body where the global pipe does not reach (guards run before pipes). */
export async function validateBody<T extends object>(Dto: new () => T, body: unknown): Promise<T> {
  const instance = plainToInstance(Dto, body ?? {});
  const errors = await validate(instance, { stopAtFirstError: true, whitelist: true });
  if (errors.length) {
    const details = flatten(errors);
    throw new ValidationFailed(details[0].message, details);
  }
  return instance;
}
