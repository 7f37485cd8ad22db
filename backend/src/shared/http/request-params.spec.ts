import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { plainToInstance } from 'class-transformer';
import { IsOptional, validateSync } from 'class-validator';
import { IntegerParam, IsCalendarDate, isCalendarDate } from './request-params.js';

describe('IsCalendarDate', () => {
  it.each([
    '2026-02-28', '2024-02-29', '1900-01-01', '9999-12-31',
    '2026-11-01T00:00:00.000Z', '2026-11-01T23:59:59+05:30', '2026-11-01T10:15-08:00',
  ])('accepts %s where a time is allowed', (text) => expect(isCalendarDate(text, { allowTime: true })).toBe(true));

  it('accepts a day alone unless a time is allowed', () => {
    expect(isCalendarDate('2026-11-01')).toBe(true);
    expect(isCalendarDate('2026-11-01T00:00:00.000Z')).toBe(false);
  });

  it.each([
    '2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00',
    '0000-01-01', '1899-12-31', '10000-01-01', '2565', '2026', '2026-11', '2026-W01', '2026-W01-1', '2026-335',
    '20261101', '2026-1-1', ' 2026-11-01', '2026-11-01 ', '2026-11-01T24:00Z', '2026-11-01T10:60Z',
    '2026-11-01T10:00:60Z', '2026-11-01T10:00+15:00', '2026-11-01T10:00', '+002026-11-01', '',
  ])('refuses %s', (text) => expect(isCalendarDate(text, { allowTime: true })).toBe(false));

  it('is a class-validator decorator that refuses non-strings', () => {
    class Params { @IsOptional() @IsCalendarDate() from?: unknown; }
    const errors = (from: unknown) => validateSync(plainToInstance(Params, { from })).map((e) => Object.values(e.constraints ?? {})[0]);
    expect(errors('2026-11-01')).toEqual([]);
    expect(errors('2026-02-30')).toEqual(['from must be a date as YYYY-MM-DD']);
    expect(errors(20261101)).toEqual(['from must be a date as YYYY-MM-DD']);
  });
});

describe('IntegerParam', () => {
  class Params { @IsOptional() @IntegerParam({ min: 1, max: 100, message: 'Bad size' }) size?: number; }
  const read = (size: unknown) => {
    const params = plainToInstance(Params, { size });
    return { size: params.size, errors: validateSync(params).map((e) => Object.values(e.constraints ?? {})[0]) };
  };

  it('reads plain digits as a number', () => {
    expect(read('42')).toEqual({ size: 42, errors: [] });
    expect(read('007')).toEqual({ size: 7, errors: [] });
  });

  it.each(['1000000000000000000', '1000000000', '1e18', '1e2', '0x10', '5.0', ' 5', '-1', '+5', '', 'NaN', 'Infinity'])('refuses %j', (text) => {
    expect(read(text).errors).toEqual(['Bad size']);
  });

  it('refuses a repeated parameter and values out of range', () => {
    expect(read(['1', '2']).errors).toEqual(['Bad size']);
    expect(read('0').errors).toEqual(['Bad size']);
    expect(read('101').errors).toEqual(['Bad size']);
  });
});

// IsISO8601 accepts `2565`, `2026-W01` and `0000-01-01`, which PostgreSQL then refuses with a 500.
describe('date validation in the codebase', () => {
  const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const sourceFiles = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });

  it('uses IsCalendarDate, never IsISO8601 or IsDateString', () => {
    const used = /\b[Ii]s(ISO8601|DateString)\s*\(|import\s*{[^}]*\b[Ii]s(ISO8601|DateString)\b/;
    const offending = sourceFiles(SRC).filter((file) => used.test(readFileSync(file, 'utf8')));
    expect(offending).toEqual([]);
  });
});
