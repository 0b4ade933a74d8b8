import { NotFoundException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { AdminTokenGuard, bearerToken, tokenMatches } from './admin-token.guard';

function contextWith(authorization?: string): {
  context: ExecutionContext;
  headers: Record<string, string>;
} {
  const headers: Record<string, string> = {};
  const reply = { header: (name: string, value: string) => (headers[name] = value) };
  const request = { method: 'GET', url: '/api/admin/healing-moments', headers: { authorization } };
  const context = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }),
  } as unknown as ExecutionContext;
  return { context, headers };
}

function guard(adminToken?: string): AdminTokenGuard {
  return new AdminTokenGuard({ adminToken } as AppConfig);
}

describe('AdminTokenGuard', () => {
  it('lets the configured bearer token through', () => {
    expect(guard('s3cret-token').canActivate(contextWith('Bearer s3cret-token').context)).toBe(
      true,
    );
  });

  it('refuses a wrong, partial, longer or missing token with 401', () => {
    for (const header of [
      'Bearer wrong',
      'Bearer s3cret',
      'Bearer s3cret-token-2',
      's3cret-token',
      undefined,
    ]) {
      const { context, headers } = contextWith(header);
      expect(() => guard('s3cret-token').canActivate(context)).toThrow(UnauthorizedException);
      expect(headers['WWW-Authenticate']).toBe('Bearer realm="admin"');
    }
  });

  it('hides the endpoints when no token is configured', () => {
    const { context } = contextWith('Bearer anything');
    expect(() => guard(undefined).canActivate(context)).toThrow(NotFoundException);
  });
});

describe('token helpers', () => {
  it('reads a bearer token case-insensitively', () => {
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });

  it('compares tokens of any length without throwing', () => {
    expect(tokenMatches('a', 'a')).toBe(true);
    expect(tokenMatches('a', 'a'.repeat(500))).toBe(false);
  });
});
