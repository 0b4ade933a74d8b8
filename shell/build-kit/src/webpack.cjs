// One webpack + module-federation config for every front-end package: the shell (host) and the
// remotes differ only in what they expose and in how their CSS Modules are scoped.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const webpack = require('webpack');
const { PlatformImportsPlugin } = require('./platform-imports-plugin.cjs');
const { RouterContractPlugin } = require('./router-contract-plugin.cjs');
const { createShared } = require('./shared.cjs');

function reactRouterBuild(file) {
  const pkg = require.resolve('react-router/package.json', { paths: [process.cwd(), __dirname] });
  return path.join(path.dirname(pkg), 'dist', 'production', file);
}

function scriptRule() {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: require.resolve('esbuild-loader'),
    options: { loader: 'tsx', target: 'es2020', jsx: 'automatic' },
  };
}

/**
 * CSS Modules only. A remote's modules are `pure` (every selector needs a local class) and its
 * class names carry the remote's name, so a remote can style nothing but its own elements.
 */
function cssRules({ name, isHost, production }) {
  const cssModules = {
    mode: isHost ? 'local' : 'pure',
    localIdentName: production ? `${name}-[hash:base64:6]` : `${name}__[local]__[hash:base64:4]`,
    exportLocalsConvention: 'as-is',
    namedExport: false,
  };
  // Every package's CSS is its own file, not text inside its JavaScript: a remote's chunk loads
  // its stylesheet from the remote's origin, and the chunk counts as loaded only once the
  // stylesheet has (no flash of unstyled content), while the JavaScript stays small.
  const inject = MiniCssExtractPlugin.loader;
  const minify = production
    ? [{ loader: require.resolve('esbuild-loader'), options: { loader: 'css', minify: true } }]
    : [];
  const rules = [
    {
      test: /\.module\.css$/,
      use: [
        inject,
        {
          loader: require.resolve('css-loader'),
          options: { modules: cssModules, importLoaders: minify.length },
        },
        ...minify,
      ],
    },
  ];
  // Global CSS (design tokens, reset) belongs to the shell alone.
  if (isHost) {
    rules.push({
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [
        inject,
        { loader: require.resolve('css-loader'), options: { importLoaders: minify.length } },
        ...minify,
      ],
    });
  }
  return rules;
}

/**
 * @param {object} options
 * @param {string} options.dir      the package folder
 * @param {string} options.name     the federation name (remotes: catalog, cartCheckout, ...)
 * @param {Record<string,string>} [options.exposes]  remotes only
 * @param {boolean} [options.isHost]
 */
function createFederatedConfig({ dir, name, exposes = {}, isHost = false }) {
  const pkg = require(path.join(dir, 'package.json'));
  const production = process.env.NODE_ENV !== 'development';
  const release = process.env.RELEASE_ID || `${pkg.version}+${new Date().toISOString()}`;

  const plugins = [
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes: isHost ? undefined : exposes,
      // Remotes are registered at run time from deploy-time configuration (see shell/src/remotes).
      remotes: {},
      shared: createShared(pkg, { isHost }),
      shareStrategy: 'loaded-first',
      manifest: { fileName: 'mf-manifest.json' },
      // The federation runtime ships once, with the shell; remotes use the shell's copy
      // instead of each carrying their own (about 25 KB gzip per remote entry).
      experiments: {
        ...(isHost ? {} : { externalRuntime: true }),
        // The shop runs in browsers only: the runtime's Node.js loading paths are left out.
        optimization: { target: 'web' },
      },
      runtimePlugins: isHost ? [require.resolve('./provide-runtime-core.mjs')] : [],
      dts: false,
    }),
    new RouterContractPlugin(),
    new webpack.DefinePlugin({
      __RELEASE__: JSON.stringify(release),
      __PACKAGE__: JSON.stringify(`${pkg.name}@${pkg.version}`),
    }),
  ];
  if (!isHost) {
    plugins.push(
      new PlatformImportsPlugin({ requiredVersion: pkg.dependencies?.['@healing/platform'] }),
    );
  }
  plugins.push(
    new MiniCssExtractPlugin({
      filename: '[name].[contenthash:8].css',
      chunkFilename: '[name].[contenthash:8].css',
    }),
  );
  if (isHost) {
    plugins.push(
      new HtmlWebpackPlugin({
        template: path.join(dir, 'src', 'index.html'),
        favicon: path.join(dir, 'src', 'favicon.svg'),
        scriptLoading: 'defer',
        minify: false,
      }),
    );
  }

  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: isHost ? { main: './src/index.ts' } : {},
    // No eval-based maps: the shop's Content-Security-Policy does not allow eval.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      // BUILD_OUT_DIR builds elsewhere (a release candidate, a test's redeploy) without
      // touching the package's own dist.
      path: process.env.BUILD_OUT_DIR
        ? path.resolve(process.env.BUILD_OUT_DIR)
        : path.join(dir, 'dist'),
      // 'auto': chunks load from wherever the manifest was fetched, so one build can be
      // deployed to any origin (production, preview) without rebuilding.
      publicPath: isHost ? '/' : 'auto',
      // Entry files keep plain names: the federation runtime reads the entry's name template
      // before any hash exists. They are served with no-cache + ETag; chunks are hashed.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // react-router's package exports point every condition at its development build; its
      // production build is the one to ship.
      alias: production
        ? {
            'react-router$': reactRouterBuild('index.mjs'),
            'react-router/dom$': reactRouterBuild('dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        scriptRule(),
        ...cssRules({ name, isHost, production }),
        { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins,
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

module.exports = { createFederatedConfig };
