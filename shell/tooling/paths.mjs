// Where the tooling finds the rest of the repository, named once.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The tooling's own folder (shell/tooling). */
export const TOOLING_DIR = path.dirname(fileURLToPath(import.meta.url));
/** The shell's folder: the host app, the platform, the edge, the build kit and the tooling. */
export const SHELL_DIR = path.resolve(TOOLING_DIR, '..');
/** The repository. */
export const ROOT = path.resolve(SHELL_DIR, '..');
/** The host app's package (its build is in dist/). */
export const HOST_DIR = path.join(SHELL_DIR, 'host');
/** The edge's package (its servers' command-line entries are in bin/). */
export const EDGE_DIR = path.join(SHELL_DIR, 'edge');
/** The build kit's package. */
export const BUILD_KIT_DIR = path.join(SHELL_DIR, 'build-kit');
/** `npm start`'s script. */
export const START_SCRIPT = path.join(TOOLING_DIR, 'start', 'start.mjs');
