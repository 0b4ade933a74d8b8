const { createJestConfig } = require('./src/jest.cjs');

module.exports = createJestConfig(__dirname);
