/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '\\.(spec|e2e-spec)\\.ts$',
  moduleNameMapper: {
    // The contracts' sources, so a test never runs against a stale build of them.
    '^@healing/contracts$': '<rootDir>/contracts/src',
    '^@healing/contracts/admin$': '<rootDir>/contracts/src/admin',
    '^@healing/contracts/rule-examples$': '<rootDir>/contracts/src/rules/rule-examples',
  },
  // .tsx: the e-mails' HTML templates (src/mail/html/), React Email components.
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  setupFiles: ['<rootDir>/test/support/env.ts'],
  testTimeout: 60000,
};
