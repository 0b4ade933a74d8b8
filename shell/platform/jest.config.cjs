const { createJestConfig } = require('@healing/build-kit');

module.exports = { ...createJestConfig(__dirname), globalSetup: '<rootDir>/jest.global-setup.cjs' };
