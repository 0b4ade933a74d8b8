// Types of remotes.cjs for TypeScript callers (the edge): the list of remotes and its lookups.
export interface RemoteDeclaration {
  /** The federation name the shell loads it as. */
  name: string;
  /** The workspace package, which is also its folder. */
  package: string;
  /** Where `npm start` serves it; its preview is 1000 above. */
  port: number;
  /** The shell's setting that says where its manifest lives. */
  env: string;
}
export declare const REMOTES: readonly RemoteDeclaration[];
export declare function findRemoteOfPackage(dir: string): RemoteDeclaration | undefined;
export declare function remoteOfPackage(dir: string): RemoteDeclaration;
/** The path under which a remote's server serves an environment other than production. */
export declare const ENVIRONMENT_PATH: '/_env/';
/** A remote's manifest address in `environment`, from its production address. */
export declare function environmentManifestUrl(manifestUrl: string, environment: string): string;
