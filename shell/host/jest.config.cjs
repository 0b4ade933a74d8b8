const { createJestConfig } = require('@healing/build-kit');

module.exports = createJestConfig(__dirname);
