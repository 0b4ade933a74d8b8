// The remote's server-rendering endpoint, `GET /__render?module=./ProductPage&path=/product/3
// &pattern=/product/:id&props={}`: the HTML of one exposed module for one page, the data it was
// rendered with, and the stylesheets it needs (from the build's own mf-manifest.json). The shell's
// server asks for it while it renders a page; anything but a 200 leaves that area to the browser.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const RENDER_PATH = '/__render';
const MAX_PARAM_LENGTH = 2048;
const require = createRequire(import.meta.url);

/** The renderer of the build in `root`, reloaded when a release replaces it. */
const renderers = new Map();
function rendererIn(root) {
  const file = path.join(root, 'server', 'render.cjs');
  if (!existsSync(file)) return null;
  const version = statSync(file).mtimeMs;
  const known = renderers.get(file);
  if (known?.version === version) return known;
  delete require.cache[file];
  const manifest = JSON.parse(readFileSync(path.join(root, 'mf-manifest.json'), 'utf8'));
  const loaded = { version, module: require(file), manifest };
  renderers.set(file, loaded);
  return loaded;
}

/**
 * Loads the build's renderer and renders its first module once, ahead of the first visitor: a
 * fresh process renders several times slower than a warm one. Failures show at the first request.
 */
export async function warmRenderer(root, apiUrl) {
  try {
    const renderer = rendererIn(root);
    const [module] = renderer?.module.renderableModules ?? [];
    if (!module) return;
    if (apiUrl) renderer.module.sendApiCallsTo(apiUrl);
    await renderer.module.render({ module, path: '/', pattern: '/', props: {} });
  } catch {
    // answered as a 500 when asked
  }
}

/**
 * The stylesheets an exposed module needs for its first frame, as the build's manifest lists
 * them (paths relative to the manifest). Its lazy parts load their own when they are used.
 */
function stylesheetsOf(manifest, module) {
  const exposed = manifest.exposes?.find((item) => item.path === module);
  return exposed?.assets?.css?.sync ?? [];
}

/** The request's parameters, checked; `isSessionId` is the platform's own check. */
function parseRequest(search, isSessionId) {
  const params = new URLSearchParams(search);
  const module = params.get('module') ?? '';
  const pagePath = params.get('path') ?? '';
  const pattern = params.get('pattern') ?? '';
  const rawProps = params.get('props') ?? '{}';
  const session = params.get('session') ?? undefined;
  if (session !== undefined && !isSessionId(session)) {
    return { error: 'session must be a session id' };
  }
  for (const value of [module, pagePath, pattern, rawProps]) {
    if (value.length > MAX_PARAM_LENGTH) return { error: 'a parameter is too long' };
  }
  if (!/^\.\/[A-Za-z0-9]+$/.test(module)) return { error: 'module must name an exposed module' };
  if (!pagePath.startsWith('/') || !pattern.startsWith('/')) {
    return { error: 'path and pattern must start with /' };
  }
  let props;
  try {
    props = JSON.parse(rawProps);
  } catch {
    return { error: 'props must be JSON' };
  }
  const isFlat =
    props !== null &&
    typeof props === 'object' &&
    !Array.isArray(props) &&
    Object.values(props).every((value) => typeof value === 'string');
  if (!isFlat) return { error: 'props must be an object of strings' };
  return { request: { module, path: pagePath, pattern, props, session } };
}

function sendJson(res, status, body, headers) {
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

/** Answers one render request for the build in `root`. */
export async function answerRender(req, res, { root, apiUrl, headers = {} }) {
  let renderer;
  try {
    renderer = rendererIn(root);
  } catch (error) {
    sendJson(
      res,
      500,
      { message: `The server renderer failed to load: ${error.message}` },
      headers,
    );
    return;
  }
  if (!renderer) {
    sendJson(res, 404, { message: 'This remote renders nothing on the server.' }, headers);
    return;
  }
  const { request, error } = parseRequest(
    new URL(req.url ?? '/', 'http://x').search,
    renderer.module.isSessionId,
  );
  if (error) {
    sendJson(res, 400, { message: error }, headers);
    return;
  }
  if (!renderer.module.renderableModules.includes(request.module)) {
    sendJson(res, 404, { message: `${request.module} is not rendered on the server.` }, headers);
    return;
  }
  try {
    if (apiUrl) renderer.module.sendApiCallsTo(apiUrl);
    const { html, state } = await renderer.module.render(request);
    sendJson(
      res,
      200,
      { html, state, css: stylesheetsOf(renderer.manifest, request.module) },
      headers,
    );
  } catch (failure) {
    console.error(`[render] ${request.module} ${request.path}: ${failure?.stack ?? failure}`);
    sendJson(res, 500, { message: 'The page could not be rendered on the server.' }, headers);
  }
}
