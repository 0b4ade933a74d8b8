import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './support/chromium';
import { E2E, REPO_ROOT, SHOP_URL, siteEnv } from './support/site';

export default defineConfig({
  testDir: __dirname,
  testMatch: '**/*.e2e.ts',
  // Tests start extra servers in this process (support/servers.ts) from the edge's build.
  // Playwright compiles every script it loads outside node_modules with its own Babel, and
  // compiled, the edge cannot require a remote's server renderer: that area would quietly fall
  // back to rendering in the browser. The builds run as they are, as in production.
  build: { external: ['**/shell/edge/dist/**', '**/server/render.cjs'] },
  outputDir: path.join(REPO_ROOT, 'test-results', `e2e-${process.env.E2E_PORT_OFFSET ?? 0}`),
  // Two cores: one browser at a time keeps timings honest and the suite steady.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: SHOP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node shell/tooling/site-tests/start-site.mjs',
    cwd: REPO_ROOT,
    url: `http://127.0.0.1:${E2E.shopPort}/api/health`,
    env: siteEnv(),
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: process.env.E2E_VERBOSE ? 'pipe' : 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
