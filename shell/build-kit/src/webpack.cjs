// One webpack + module-federation config for every front-end package: the shell (host) and the
// remotes differ only in what they expose and in how their CSS Modules are scoped.
/// <reference path="./css-loader.d.ts" />
const { existsSync } = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const webpack = require('webpack');
const { ExposedPropsPlugin } = require('./exposed-props.cjs');
const { PlatformImportsPlugin } = require('./platform-imports-plugin.cjs');
const { RouterContractPlugin } = require('./router-contract-plugin.cjs');
const { MODULE_LIST_FILE, ModuleListPlugin } = require('./module-list-plugin.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { RELEASE_EXPRESSION, ReleaseIdPlugin } = require('./release-id-plugin.cjs');
const { ServerStylesPlugin } = require('./server-styles-plugin.cjs');
const { ShellContractPlugin } = require('./shell-contract-plugin.cjs');
const { createShared } = require('./shared.cjs');
const { remoteOfPackage } = require('./remotes.cjs');

/**
 * @typedef {import('webpack').Configuration} Configuration
 * @typedef {object} FederatedOptions
 * @property {string} dir      the package folder
 * @property {string} name     the federation name (remotes: catalog, cartCheckout, ...)
 * @property {Record<string,string>} [exposes]  remotes only
 * @property {boolean} [isHost]
 * @typedef {{ name: string, isHost: boolean, production: boolean }} CssScope
 * @typedef {ReturnType<typeof cssModulesOptions>} CssModulesOptions
 * @typedef {{ entry: string, alias: Record<string, string> }} ServerRenderSource
 */

/** @param {string} file */
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
 * @param {CssScope} scope
 */
function cssModulesOptions({ name, isHost, production }) {
  return {
    mode: isHost ? 'local' : 'pure',
    localIdentName: production ? `${name}-[hash:base64:6]` : `${name}__[local]__[hash:base64:4]`,
    exportLocalsConvention: 'as-is',
    namedExport: false,
  };
}

/** @param {CssScope} scope */
function cssRules({ name, isHost, production }) {
  const cssModules = cssModulesOptions({ name, isHost, production });
  // Every package's CSS is its own file, not text inside its JavaScript: a remote's chunk loads
  // its stylesheet from the remote's origin, and the chunk counts as loaded only once the
  // stylesheet has (no flash of unstyled content), while the JavaScript stays small.
  const inject = MiniCssExtractPlugin.loader;
  const minify = production
    ? [{ loader: require.resolve('esbuild-loader'), options: { loader: 'css', minify: true } }]
    : [];
  /** @type {import('webpack').RuleSetRule[]} */
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

/** @param {FederatedOptions} options */
function createFederatedConfig({ dir, name, exposes = {}, isHost = false }) {
  /** @type {unknown} */
  const packageJson = require(path.join(dir, 'package.json'));
  const pkg = /** @type {import('./shared.cjs').PackageJson} */ (packageJson);
  const production = process.env.NODE_ENV !== 'development';
  const release = process.env.RELEASE_ID || `${pkg.version}+${new Date().toISOString()}`;

  /** @type {import('webpack').WebpackPluginInstance[]} */
  const plugins = [
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes: isHost ? undefined : exposes,
      // Remotes are registered at run time from deploy-time configuration (see shell/src/remotes).
      remotes: {},
      shared: createShared(pkg, { isHost }),
      shareStrategy: 'loaded-first',
      manifest: {
        fileName: 'mf-manifest.json',
        // The manifest names the build: the release id (RELEASE_ID, set by healing-release),
        // not the package's version, which every release of a remote shares.
        additionalData: ({ stats }) => {
          stats.metaData.buildInfo.buildVersion = release;
          return stats;
        },
      },
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
    // The release id is set once by the entry's runtime (ReleaseIdPlugin) and read from there:
    // baked into each module, it would change every chunk's hash at every release.
    new ReleaseIdPlugin(release),
    new webpack.DefinePlugin({
      __RELEASE__: RELEASE_EXPRESSION,
      __PACKAGE__: JSON.stringify(`${pkg.name}@${pkg.version}`),
    }),
  ];
  if (!isHost) {
    plugins.push(
      new PlatformImportsPlugin({ requiredVersion: pkg.dependencies?.['@healing/platform'] }),
    );
  }
  if (production && !isHost) {
    // What each exposed component takes, for the release gate (read by TypeScript: about 2-4 s).
    plugins.push(new ExposedPropsPlugin({ exposes, dir }));
  }
  if (production) {
    plugins.push(
      new PrecompressPlugin(),
      new ModuleListPlugin({
        outFile: path.join(dir, 'source-maps', path.basename(outputDir(dir)), MODULE_LIST_FILE),
        repositoryRoot: path.resolve(dir, '..'),
      }),
    );
  }
  plugins.push(
    new MiniCssExtractPlugin({
      filename: '[name].[contenthash:8].css',
      chunkFilename: '[name].[contenthash:8].css',
    }),
  );
  if (isHost) {
    const remoteModulesFile = path.join(dir, 'src', 'app', 'remote-modules.ts');
    plugins.push(
      // The shell's side of the release gate: what it provides and which remote modules it loads.
      new ShellContractPlugin({
        dir,
        release,
        remoteModulesFile: existsSync(remoteModulesFile) ? remoteModulesFile : null,
      }),
      // Never rendered on the server: the back office (src/app/admin-route.tsx's chunk), and the
      // platform's dialog and toasts, which load when the page is idle or first opens one. Each
      // chunk's sheet comes with it then, before it renders.
      new ServerStylesPlugin({ notOnTheServer: ['admin', 'dialog', 'toaster'] }),
      new HtmlWebpackPlugin({
        template: path.join(dir, 'src', 'index.html'),
        favicon: path.join(dir, 'src', 'favicon.svg'),
        scriptLoading: 'defer',
        minify: false,
      }),
    );
  }

  return /** @satisfies {Configuration} */ ({
    mode: production ? 'production' : 'development',
    context: dir,
    entry: /** @type {import('webpack').EntryObject} */ (isHost ? { main: './src/index.ts' } : {}),
    // No eval-based maps: the shop's Content-Security-Policy does not allow eval. Production
    // maps are hidden (no sourceMappingURL) and written outside the served folder, to
    // source-maps/<build folder>/, for error reports: never public.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    output: {
      // BUILD_OUT_DIR builds elsewhere (a release candidate, a test's redeploy) without
      // touching the package's own dist.
      path: outputDir(dir),
      // 'auto': chunks load from wherever the manifest was fetched, so one build can be
      // deployed to any origin (production, preview) without rebuilding.
      publicPath: isHost ? '/' : 'auto',
      // Entry files keep plain names: the federation runtime reads the entry's name template
      // before any hash exists. They are served with no-cache + ETag; chunks are hashed.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      sourceMapFilename: production
        ? `${path.relative(outputDir(dir), path.join(dir, 'source-maps', path.basename(outputDir(dir))))}/[file].map`
        : '[file].map',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: name,
      // server/ is the server-side renderer's own build (createServerRenderConfig).
      clean: { keep: /^server[\\/]/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // react-router's package exports point every condition at its development build; its
      // production build is the one to ship.
      alias: /** @type {Record<string, string>} */ (
        production
          ? {
              'react-router$': reactRouterBuild('index.mjs'),
              'react-router/dom$': reactRouterBuild('dom-export.mjs'),
            }
          : {}
      ),
    },
    module: {
      rules: [
        scriptRule(),
        ...cssRules({ name, isHost, production }),
        { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins,
    optimization: {
      splitChunks: {
        cacheGroups: {
          // The contracts' plain lists (collections, categories, ...) are read by the platform
          // and by its forms: however small, one chunk both load, never a copy in each.
          contractValues: {
            test: /[\\/]contracts[\\/](?:dist[\\/]esm|src)[\\/]store[\\/][\w-]+-values\.[jt]s$/,
            name: 'contract-values',
            minSize: 0,
            minChunks: 2,
            priority: 10,
            reuseExistingChunk: true,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  });
}

/** @param {string} dir */
function outputDir(dir) {
  return process.env.BUILD_OUT_DIR
    ? path.resolve(process.env.BUILD_OUT_DIR)
    : path.join(dir, 'dist');
}

/**
 * What a package renders on the server, if anything: the shell's src/server-render.tsx, or a
 * remote's src/server-render.ts listing the exposed modules it renders (build-kit's
 * ssr/render-remote.tsx does the rendering).
 * @param {string} dir
 * @param {boolean} isHost
 * @returns {ServerRenderSource | null}
 */
function serverRenderSource(dir, isHost) {
  if (isHost) {
    const file = path.join(dir, 'src', 'server-render.tsx');
    return existsSync(file) ? { entry: file, alias: {} } : null;
  }
  const list = ['server-render.ts', 'server-render.tsx']
    .map((file) => path.join(dir, 'src', file))
    .find((file) => existsSync(file));
  if (!list) return null;
  return {
    entry: path.join(__dirname, 'ssr', 'render-remote.tsx'),
    alias: { '@healing/server-rendered-modules$': list },
  };
}

/**
 * In the browser the platform (and so its UI kit's styles) is the shell's: its class names are
 * the ones the shell's build gives them. A remote's server-side renderer bundles its own copy of
 * the platform, so it names the platform's classes exactly as the shell's build does (the shell's
 * name, and paths relative to the host app's package, shell/host).
 * @param {string} dir
 * @param {boolean} production
 * @param {CssModulesOptions} own
 */
function platformStylesNamedAsTheShell(dir, production, own) {
  const { defaultGetLocalIdent } = require('css-loader');
  // The package's entry is src/index.ts.
  const platformDir = path.resolve(
    path.dirname(require.resolve('@healing/platform', { paths: [dir, __dirname] })),
    '..',
  );
  // The host app's package, beside the platform in the shell's folder: its build's context.
  const hostDir = path.join(path.dirname(platformDir), 'host');
  const isPlatform = (/** @type {string} */ file) => file.startsWith(`${platformDir}${path.sep}`);
  const shell = cssModulesOptions({ name: 'shell', isHost: true, production });
  return {
    mode: (/** @type {string} */ file) => (isPlatform(file) ? shell.mode : own.mode),
    /** @type {(loaderContext: import('webpack').LoaderContext<object>, localIdentName: string, localName: string, options: import('css-loader').LocalIdentOptions) => string} */
    getLocalIdent(loaderContext, localIdentName, localName, options) {
      if (!isPlatform(loaderContext.resourcePath)) {
        return defaultGetLocalIdent(loaderContext, localIdentName, localName, options);
      }
      return defaultGetLocalIdent(loaderContext, shell.localIdentName, localName, {
        ...options,
        context: hostDir,
      });
    },
  };
}

/**
 * The server-side renderer: the same sources built for Node into dist/server/render.cjs, with
 * the same CSS Modules class names as the browser build (only the names: the CSS itself is the
 * browser build's files) and the same release id. Everything it needs is bundled in.
 * @param {FederatedOptions & { source: ServerRenderSource }} options
 * @param {ReturnType<typeof createFederatedConfig>} client
 */
function createServerRenderConfig({ dir, name, isHost = false, source }, client) {
  const production = client.mode === 'production';
  const own = cssModulesOptions({ name, isHost, production });
  const cssModules = {
    ...own,
    ...(isHost ? {} : platformStylesNamedAsTheShell(dir, production, own)),
    exportOnlyLocals: true,
  };
  return /** @satisfies {Configuration} */ ({
    name: `${name}-server`,
    mode: client.mode,
    target: 'node20',
    context: dir,
    entry: { render: source.entry },
    devtool: false,
    output: {
      path: path.join(outputDir(dir), 'server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath: '/',
      assetModuleFilename: client.output.assetModuleFilename,
      clean: true,
    },
    resolve: {
      extensions: client.resolve.extensions,
      // The package's own dependencies first (a remote may be built against an older platform).
      modules: [path.join(dir, 'node_modules'), 'node_modules'],
      alias: { ...client.resolve.alias, ...source.alias },
    },
    module: {
      rules: [
        scriptRule(),
        {
          test: /\.module\.css$/,
          loader: require.resolve('css-loader'),
          options: { modules: cssModules },
        },
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          loader: require.resolve('css-loader'),
          options: { modules: { mode: 'global', exportOnlyLocals: true } },
        },
        {
          test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      ...client.plugins.filter(
        (plugin) => plugin instanceof webpack.DefinePlugin || plugin instanceof ReleaseIdPlugin,
      ),
      // One file: the server loads it whole anyway.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, nodeEnv: production ? 'production' : 'development' },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  });
}

/**
 * Every build of a package: the browser build (createFederatedConfig) and, when the package
 * renders on the server, its server-side renderer. webpack builds them side by side. A remote's
 * federation name is its entry in remotes.json unless given.
 * @param {Omit<FederatedOptions, 'name'> & { name?: string }} given
 */
function createBuildConfigs(given) {
  const options = { ...given, name: given.name ?? remoteOfPackage(given.dir).name };
  const client = createFederatedConfig(options);
  const source = serverRenderSource(options.dir, Boolean(options.isHost));
  if (!source) return client;
  return [client, createServerRenderConfig({ ...options, source }, client)];
}

module.exports = { createFederatedConfig, createBuildConfigs };
