// The jest setup every front-end package shares: jsdom, TypeScript through ts-jest (no type
// check: `npm run typecheck` does that), CSS Modules as identity maps.
const path = require('node:path');

/** @param {string} dir  the package folder */
function createJestConfig(dir) {
  // The contracts as the package under test depends on them (the build kit does not).
  const contractsSource = path.join(
    path.dirname(require.resolve('@healing/contracts/package.json', { paths: [dir] })),
    'src',
  );
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          tsconfig: path.join(dir, 'tsconfig.json'),
          diagnostics: false,
        },
      ],
    },
    moduleNameMapper: {
      // The contracts' sources, so a test never needs (or runs against a stale) build of them.
      '^@healing/contracts$': path.join(contractsSource, 'index.ts'),
      '^@healing/contracts/admin$': path.join(contractsSource, 'admin/index.ts'),
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'jest-file-stub.cjs'),
      '\\.(png|jpe?g|gif|webp|svg|woff2?)$': path.join(__dirname, 'jest-file-stub.cjs'),
    },
    setupFilesAfterEnv: [
      path.join(__dirname, 'jest-setup.cjs'),
      require.resolve('@testing-library/jest-dom'),
    ],
    globals: { __RELEASE__: 'test', __PACKAGE__: 'test' },
  };
}

module.exports = { createJestConfig };
