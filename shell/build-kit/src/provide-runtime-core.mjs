// A federation runtime plugin of the shell's: it hands the shell's own copy of the federation
// runtime to the remotes (built with `externalRuntime`), so the runtime ships once per page.
// (The stock `provideExternalRuntime` option bundles a second copy of the runtime instead.)
import * as runtimeCore from '@module-federation/runtime-core';

/**
 * Where a remote built with `externalRuntime` finds the runtime.
 * @typedef {object} ExternalRuntimeGlobal
 * @property {typeof runtimeCore} [_FEDERATION_RUNTIME_CORE]
 * @property {{ name: string, version: string }} [_FEDERATION_RUNTIME_CORE_FROM]
 */

/** @returns {import('@module-federation/runtime-core').ModuleFederationRuntimePlugin} */
export default function provideRuntimeCore() {
  return {
    name: 'healing-provide-runtime-core',
    beforeInit(args) {
      const global = /** @type {typeof globalThis & ExternalRuntimeGlobal} */ (runtimeCore.Global);
      if (!global._FEDERATION_RUNTIME_CORE) {
        global._FEDERATION_RUNTIME_CORE = runtimeCore;
        global._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name, version: '2.9.2' };
      }
      return args;
    },
  };
}
