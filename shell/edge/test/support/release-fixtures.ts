// A remote's production build as webpack and module federation write it, small: a manifest that
// names each exposed module's script and stylesheet, an entry whose chunk map holds the hashes
// of every chunk (a lazy one the manifest does not name included), a stylesheet that names a
// font, brotli copies of the big files, the server renderer and a file no one names. Hashes come
// from content, so two builds with a chunk of the same content share its name.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { ExposesContract } from '@healing/build-kit/exposed-props';
import { main as releaseCommand, type ReleaseCommandDeps } from '../../src/cli/release';
import type { ShellContract } from '../../src/remote/release-gate';
import { tempDir, type TempDir } from './edge-fixtures';

export interface BuildSpec {
  /** Exposed module name -> its script's source. */
  exposes: Record<string, string>;
  /** Lazy chunks, named only by the entry's chunk map: name -> source. */
  lazy?: Record<string, string>;
  /** The font a stylesheet names. */
  font?: string;
}

export interface WrittenBuild {
  /** Every file written, build-relative. */
  files: string[];
  /** The hashed files the build refers to (what pruning must keep while it may be used). */
  referenced: string[];
  /** A hashed file nothing names. */
  orphan: string;
  entry: string;
}

const hash = (content: string) => createHash('sha256').update(content).digest('hex').slice(0, 8);
/** Over 1 KB, so the edge compresses it and sends its brotli copy. */
const pad = (text: string) => `${text}\n/*${'.'.repeat(1100)}*/\n`;

export function writeBuild(dir: string, id: string, spec: BuildSpec): WrittenBuild {
  const files = new Map<string, string | Buffer>();
  const referenced: string[] = [];
  const chunkNames: Record<number, string> = {};
  const chunkHashes: Record<number, string> = {};
  const cssHashes: Record<number, string> = {};
  const exposes = [];
  let fontName: string | null = null;
  if (spec.font !== undefined) {
    fontName = `assets/font.${hash(spec.font)}.woff2`;
    files.set(fontName, spec.font);
    referenced.push(fontName);
  }
  let chunkId = 10;
  for (const [name, source] of Object.entries(spec.exposes)) {
    const script = pad(`// ${name}\n${source}`);
    const css = `.${name} { color: red; }${fontName ? ` @font-face { src: url(${fontName}); }` : ''}\n`;
    const scriptName = `__federation_expose_${name}.${hash(script)}.js`;
    const cssName = `__federation_expose_${name}.${hash(css)}.css`;
    files.set(scriptName, script);
    files.set(`${scriptName}.br`, brotliCompressSync(script));
    files.set(cssName, css);
    referenced.push(scriptName, cssName);
    chunkNames[chunkId] = `__federation_expose_${name}`;
    chunkHashes[chunkId] = hash(script);
    cssHashes[chunkId] = hash(css);
    exposes.push({
      id: `remote:${name}`,
      name,
      path: `./${name}`,
      assets: { js: { sync: [scriptName], async: [] }, css: { sync: [cssName], async: [] } },
    });
    chunkId += 1;
  }
  for (const [name, source] of Object.entries(spec.lazy ?? {})) {
    const script = `// ${name}\n${source}\n`;
    const scriptName = `${name}.${hash(script)}.js`;
    files.set(scriptName, script);
    referenced.push(scriptName);
    chunkNames[chunkId] = name;
    chunkHashes[chunkId] = hash(script);
    chunkId += 1;
  }
  const entry = pad(
    `// entry of ${id}\nr.u=e=>(${JSON.stringify(chunkNames)}[e]+"."+${JSON.stringify(chunkHashes)}[e]+".js"),` +
      `r.miniCssF=e=>(${JSON.stringify(chunkNames)}[e]+"."+${JSON.stringify(cssHashes)}[e]+".css");`,
  );
  files.set('remoteEntry.js', entry);
  files.set('remoteEntry.js.br', brotliCompressSync(entry));
  const manifest = JSON.stringify(
    {
      id: 'remote',
      name: 'remote',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, release: id },
      shared: [],
      exposes,
    },
    null,
    2,
  );
  files.set('mf-manifest.json', manifest);
  files.set('platform-contract.json', `{"platform":"^1.0.0","release":"${id}"}\n`);
  files.set('server/render.cjs', `// the renderer of ${id}\n`);
  const orphan = `stale.${hash(`orphan ${id}`)}.js`;
  files.set(orphan, `// left over in ${id}\n`);
  for (const [relative, content] of files) {
    const full = path.join(dir, relative);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  return { files: [...files.keys()].sort(), referenced: referenced.sort(), orphan, entry };
}

/** A live shell's contract (shell-contract.json) that every build written above fits. */
export function liveShellContract(overrides: Partial<ShellContract> = {}): ShellContract {
  return {
    shell: 'shell@1.0.0',
    platform: { version: '1.11.0', exports: ['Button', 'useCart', 'forms/useRuleForm'] },
    shared: { react: '19.3.1', '@healing/platform': '1.11.0' },
    remotes: {},
    ...overrides,
  };
}

/**
 * Names a live shell for the release commands of the tests around it (SHELL_URL, a folder
 * holding shell-contract.json): the gate has a shell to check against. Answers its folder.
 */
export function useLiveShell(contract: () => ShellContract = () => liveShellContract()) {
  let shell: TempDir;
  // Staging's shell too: without it the gate reads the local shell build, which a fresh
  // worktree does not have.
  const settings = ['SHELL_URL', 'STAGING_SHELL_URL'];
  const saved = settings.map((name) => process.env[name]);
  beforeEach(() => {
    shell = tempDir('edge-live-shell-');
    shell.write('shell-contract.json', JSON.stringify(contract()));
    for (const name of settings) process.env[name] = shell.dir;
  });
  afterEach(() => {
    settings.forEach((name, index) => {
      if (saved[index] === undefined) delete process.env[name];
      else process.env[name] = saved[index];
    });
    shell.remove();
  });
  return { dir: () => shell.dir };
}

/** What one run of `healing-release` said, and whether it failed (exit code 1). */
export interface ReleaseRun {
  out: string;
  errors: string;
  failed: boolean;
}

/**
 * Runs `healing-release` in the package the tests around it name, capturing what it prints
 * (stdout, console.error) and its exit code, which is cleared before and after each test.
 */
export function useReleaseCommand(packageDir: () => string) {
  let out: string[] = [];
  let errors: string[] = [];
  beforeEach(() => {
    jest.spyOn(process.stdout, 'write').mockImplementation((line) => {
      out.push(String(line));
      return true;
    });
    jest.spyOn(console, 'error').mockImplementation((line: unknown) => {
      errors.push(String(line));
    });
    process.exitCode = undefined;
  });
  afterEach(() => {
    jest.restoreAllMocks();
    process.exitCode = undefined;
  });
  return async (args: string[], deps?: ReleaseCommandDeps): Promise<ReleaseRun> => {
    out = [];
    errors = [];
    process.exitCode = undefined;
    await releaseCommand(packageDir(), args, deps);
    return { out: out.join(''), errors: errors.join('\n'), failed: process.exitCode === 1 };
  };
}

/** The live shell most release tests check against: it loads the remote's ./AboutPage for /about. */
export const shellLoadingAboutPage = () =>
  liveShellContract({ remotes: { remote: [{ module: './AboutPage', usedBy: '/about' }] } });

/**
 * A remote's package (mf-example 1.0.0) in a temporary folder made anew for each test: the
 * package the release commands run in (its releases in `<dir>/releases`).
 */
export function useRemotePackage(prefix: string): Pick<TempDir, 'dir' | 'write'> {
  let pkg: TempDir | undefined;
  beforeEach(() => {
    pkg = tempDir(prefix);
    pkg.write('package.json', JSON.stringify({ name: 'mf-example', version: '1.0.0' }));
  });
  afterEach(() => {
    pkg?.remove();
  });
  const current = () => {
    if (!pkg) throw new Error('the remote package exists during a test only');
    return pkg;
  };
  return {
    get dir() {
      return current().dir;
    },
    write: (relative, content) => current().write(relative, content),
  };
}

/**
 * The release command's build as the build kit makes it, exposing `exposes`; with `packageDir`,
 * also its source maps beside the package, named after the build folder (the release id); with
 * `exposesContract`, what its components take.
 */
export function fakeBuild(
  exposes: string[],
  packageDir?: string,
  exposesContract?: ExposesContract,
): ReleaseCommandDeps {
  return {
    loadRunWebpack: () =>
      Promise.resolve({
        buildOnce: ({ env }: { env?: Record<string, string> }) => {
          writeBuild(env!.BUILD_OUT_DIR, env!.RELEASE_ID, {
            exposes: Object.fromEntries(exposes.map((name) => [name, `export default '${name}'`])),
          });
          if (exposesContract) {
            writeFileSync(
              path.join(env!.BUILD_OUT_DIR, 'exposes-contract.json'),
              JSON.stringify(exposesContract),
            );
          }
          if (packageDir) {
            const maps = path.join(packageDir, 'source-maps', path.basename(env!.BUILD_OUT_DIR));
            mkdirSync(maps, { recursive: true });
            writeFileSync(path.join(maps, 'main.js.map'), '{}');
          }
          return Promise.resolve(true);
        },
      }),
  };
}
