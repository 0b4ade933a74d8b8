import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable, isInputRefusedByDatabase } from './database-errors';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

function queryFailed(code: string): QueryFailedError {
  return new QueryFailedError('SELECT 1', [], withCode('failed', code));
}

describe('isDatabaseUnavailable', () => {
  it('recognises a server that is down, starting, stopping or unreachable', () => {
    expect(
      isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
    ).toBe(true);
    expect(isDatabaseUnavailable(queryFailed('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(queryFailed('57P03'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('recognises a server that does not answer in time', () => {
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(queryFailed('57014'))).toBe(true);
    expect(isDatabaseUnavailable(queryFailed('53300'))).toBe(true);
  });

  it('leaves real query errors and anything else alone', () => {
    expect(isDatabaseUnavailable(queryFailed('23505'))).toBe(false);
    expect(isDatabaseUnavailable(queryFailed('42P01'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('isInputRefusedByDatabase', () => {
  it('recognises values PostgreSQL cannot store as sent', () => {
    for (const code of ['22001', '22003', '22021', '22P02', '22P05']) {
      expect(isInputRefusedByDatabase(queryFailed(code))).toBe(true);
    }
  });

  it('leaves other failures alone', () => {
    expect(isInputRefusedByDatabase(queryFailed('23505'))).toBe(false);
    expect(isInputRefusedByDatabase(queryFailed('57P01'))).toBe(false);
    expect(isInputRefusedByDatabase(new Error('22P05'))).toBe(false);
  });
});
