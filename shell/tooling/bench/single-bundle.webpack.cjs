// `npm run bench:web` builds this for comparison: shell + catalog as one ordinary webpack app,
// no module federation. Everything else (loaders, CSS, minification) is the shop's own config.
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createFederatedConfig } = require('@healing/build-kit');

const hostDir = path.resolve(__dirname, '..', '..', 'host');
const shell = createFederatedConfig({ dir: hostDir, name: 'shell', isHost: true });

/** @type {import('webpack').Configuration} */
const config = {
  ...shell,
  output: {
    ...shell.output,
    path: path.resolve(process.env.BUILD_OUT_DIR || path.join(__dirname, 'dist')),
  },
  plugins: [
    ...shell.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
    // Matched on the resolved file: the shell imports it as './registry'.
    new webpack.NormalModuleReplacementPlugin(
      /[\\/]src[\\/]remotes[\\/]registry\.ts$/,
      path.join(__dirname, 'single-registry.ts'),
    ),
    new webpack.NormalModuleReplacementPlugin(
      /[\\/]src[\\/]remotes[\\/]shared-libraries\.ts$/,
      path.join(__dirname, 'single-shared-libraries.ts'),
    ),
  ],
  // The catalog's sources live in its own package; compile them as the shell's (the build
  // kit's script rule already compiles everything outside node_modules).
  resolve: {
    ...shell.resolve,
    modules: [path.join(hostDir, 'node_modules'), 'node_modules'],
    alias: {
      ...shell.resolve.alias,
      '@catalog-expose': path.resolve(hostDir, '..', '..', 'mf-catalog', 'src', 'expose'),
      '@shell-src': path.join(hostDir, 'src'),
    },
  },
};

module.exports = config;
