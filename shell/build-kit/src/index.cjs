const { createBuildConfigs, createFederatedConfig } = require('./webpack.cjs');
const { createShared, SINGLETON_PACKAGES } = require('./shared.cjs');
const { createJestConfig } = require('./jest.cjs');
const { REMOTES, remoteOfPackage } = require('./remotes.cjs');
const { SHELL_CONTRACT_FILE, shellContract } = require('./shell-contract-plugin.cjs');

module.exports = {
  createBuildConfigs,
  createFederatedConfig,
  createShared,
  SINGLETON_PACKAGES,
  createJestConfig,
  REMOTES,
  remoteOfPackage,
  SHELL_CONTRACT_FILE,
  shellContract,
};
