// The shop's edge, for the scripts that start, test and measure it.
export * from './config';
export { localPorts, REMOTE_PACKAGES } from './ports';
export { buildShellServer, renderIndexHtml } from './shell/shell-server';
export { buildRemoteServer } from './remote/remote-server';
export { startRemoteServer } from './remote/start-remote';
export * as releases from './remote/releases';
export { drainAndClose } from './http/lifecycle';
export { startShellServer } from './shell/start-shell';
