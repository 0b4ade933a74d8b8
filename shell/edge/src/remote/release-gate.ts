// The release gate: before a remote's release goes live (a release, a promote, a rollback), it
// is checked against the live shell of the environment it goes to, as that shell's build
// describes itself in shell-contract.json (build-kit's shell-contract-plugin.cjs): the shared
// singletons the release requires against the versions the shell provides, the names it imports
// from @healing/platform (its platform-contract.json) against the live platform's exports, and
// the modules it exposes (its mf-manifest.json) against those the shell's routes and home
// sections load, and the props each of those components takes (its exposes-contract.json, as
// TypeScript's checker read its sources) against the props the shell passes, TypeScript deciding
// whether each passed type fits. Each refusal is one sentence naming what and why.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  EXPOSES_CONTRACT_FILE,
  type ExposesContract,
  type PropsRecord,
  unassignable,
} from '@healing/build-kit/exposed-props';
import semver from 'semver';

export const SHELL_CONTRACT_FILE = 'shell-contract.json';
const PLATFORM = '@healing/platform';
/** How long fetching a live shell's contract may take. */
const FETCH_TIMEOUT_MS = 10_000;

/** What the live shell provides and uses (shell/host's build writes it). */
export interface ShellContract {
  /** The shell's package and release, for messages. */
  shell?: string;
  platform: { version: string; exports: string[] };
  /** Shared singleton -> the version the shell provides. */
  shared: Record<string, string>;
  /**
   * Remote name -> each module the shell loads from it, where ('/about', 'the home page'), and
   * the props it passes (none recorded: a shell built before props were, not checked).
   */
  remotes: Record<string, { module: string; usedBy: string; props?: PropsRecord }[]>;
}

/** A remote's platform-contract.json (build-kit's platform-imports-plugin.cjs). */
export interface PlatformContract {
  platform?: string;
  imports?: string[];
}

/** The parts of a module-federation manifest (mf-manifest.json) the gate reads. */
export interface FederationManifest {
  name?: string;
  shared?: { name: string; requiredVersion?: string | false; version?: string }[];
  exposes?: { name: string; path?: string }[];
}

export interface GateInput {
  manifest: FederationManifest;
  platformContract: PlatformContract;
  /** What each exposed component takes; a release built before it was recorded has none. */
  exposesContract?: ExposesContract;
  shellContract: ShellContract;
  /** The remote's federation name (catalog, cartCheckout...); the manifest's name by default. */
  remoteName?: string;
}

/** Whether `version` satisfies `range`; a range semver cannot read is not satisfied. */
function satisfies(version: string, range: string): boolean {
  try {
    return semver.satisfies(version, range, { includePrerelease: true });
  } catch {
    return false;
  }
}

/** 'forms/useRuleForm' -> useRuleForm from @healing/platform/forms. */
function importName(name: string): string {
  const slash = name.lastIndexOf('/');
  return slash === -1
    ? `${name} from ${PLATFORM}`
    : `${name.slice(slash + 1)} from ${PLATFORM}/${name.slice(0, slash)}`;
}

const joinAnd = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * The reasons the live shell cannot take this release, each a sentence; none: it may go live.
 * Pure: the caller loads the three files (loadStagedRelease, loadShellContract).
 */
export function checkRelease({
  manifest,
  platformContract,
  exposesContract,
  shellContract,
  remoteName = manifest.name,
}: GateInput): string[] {
  const reasons: string[] = [];
  const add = (reason: string) => {
    if (!reasons.includes(reason)) reasons.push(reason);
  };
  const requires = (name: string, range: string) => {
    const provided =
      name === PLATFORM ? shellContract.platform.version : shellContract.shared[name];
    if (provided === undefined) {
      add(`requires ${name} ${range} but the live shell does not provide ${name}`);
    } else if (!satisfies(provided, range)) {
      add(`requires ${name} ${range} but the live shell provides ${provided}`);
    }
  };

  // The platform first: the version range it was built for, then each name it imports.
  if (platformContract.platform) requires(PLATFORM, platformContract.platform);
  for (const shared of manifest.shared ?? []) {
    if (typeof shared.requiredVersion !== 'string' || shared.requiredVersion === '*') continue;
    // @healing/platform/forms comes with the platform: its version is the platform's.
    const name = shared.name.startsWith(`${PLATFORM}/`) ? PLATFORM : shared.name;
    requires(name, shared.requiredVersion);
  }
  const exported = new Set(shellContract.platform.exports);
  for (const name of platformContract.imports ?? []) {
    if (!exported.has(name)) {
      add(
        `imports ${importName(name)}, which the live platform ${shellContract.platform.version} ` +
          `does not export`,
      );
    }
  }

  // Every module the shell loads from this remote must still be exposed.
  const exposed = new Set<string>();
  for (const expose of manifest.exposes ?? []) {
    exposed.add(expose.path ?? `./${expose.name}`);
    exposed.add(`./${expose.name.replace(/^\.\//, '')}`);
  }
  const used = new Map<string, { places: string[]; props?: PropsRecord }>();
  for (const { module, usedBy, props } of (remoteName && shellContract.remotes[remoteName]) || []) {
    const entry = used.get(module) ?? { places: [], props };
    entry.places.push(usedBy);
    used.set(module, entry);
  }
  /** Each prop both sides name, for TypeScript to decide whether what is passed fits. */
  const pairs: {
    module: string;
    prop: string;
    places: string[];
    passed: string;
    accepted: string;
  }[] = [];
  for (const [module, { places, props: passed }] of used) {
    const where = joinAnd(places);
    if (!exposed.has(module)) {
      add(`no longer exposes ${module}, which the live shell loads for ${where}`);
      continue;
    }
    const accepted = exposesContract?.exposes[module]?.props;
    if (!accepted || !passed) continue;
    for (const [prop, { optional }] of Object.entries(accepted)) {
      if (!optional && !(prop in passed)) {
        add(`${module} requires the prop ${prop}, which the live shell does not pass for ${where}`);
      }
    }
    for (const [prop, given] of Object.entries(passed)) {
      const wanted = accepted[prop];
      if (!wanted) {
        add(`${module} no longer takes the prop ${prop}, which the live shell passes for ${where}`);
        continue;
      }
      // A prop the shell may leave out must be one the component may go without.
      const type = given.optional && !wanted.optional ? `${given.type} | undefined` : given.type;
      pairs.push({ module, prop, places, passed: type, accepted: wanted.type });
    }
  }
  for (const { index } of unassignable(pairs)) {
    const { module, prop, places, passed, accepted } = pairs[index];
    add(
      `${module} takes the prop ${prop} as ${accepted}, but the live shell passes ${passed} ` +
        `for ${joinAnd(places)}`,
    );
  }
  return reasons;
}

/** The gate cannot run: a file is missing or unreadable (the reason is the message). */
export class GateInputError extends Error {}

function readJson<T>(file: string, what: string): T {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new GateInputError(`${what} has no ${path.basename(file)} (${file})`);
  }
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new GateInputError(`${file} is no JSON: ${(error as Error).message}`);
  }
}

/**
 * A built release's manifest, platform contract and exposes contract, from its folder. A release
 * built before its components' props were recorded has no exposes contract: its props are not
 * checked.
 */
export function loadRelease(dir: string): {
  manifest: FederationManifest;
  platformContract: PlatformContract;
  exposesContract?: ExposesContract;
} {
  const exposesFile = path.join(dir, EXPOSES_CONTRACT_FILE);
  return {
    exposesContract: existsSync(exposesFile)
      ? readJson<ExposesContract>(exposesFile, 'the release')
      : undefined,
    manifest: readJson<FederationManifest>(path.join(dir, 'mf-manifest.json'), 'the release'),
    platformContract: readJson<PlatformContract>(
      path.join(dir, 'platform-contract.json'),
      'the release',
    ),
  };
}

function assertShellContract(value: unknown, from: string): ShellContract {
  const contract = value as Partial<ShellContract> | null;
  if (
    !contract ||
    typeof contract !== 'object' ||
    typeof contract.platform?.version !== 'string' ||
    !Array.isArray(contract.platform.exports) ||
    !contract.shared ||
    typeof contract.shared !== 'object' ||
    !contract.remotes ||
    typeof contract.remotes !== 'object'
  ) {
    throw new GateInputError(`${from} is no shell contract (platform, shared, remotes expected)`);
  }
  return contract as ShellContract;
}

/**
 * The live shell's contract, from its origin (`https://shop.example` serves
 * /shell-contract.json) or its build folder (or the file itself). Throws GateInputError, saying
 * why, when it cannot be had.
 */
export async function loadShellContract(source: string): Promise<ShellContract> {
  if (/^https?:\/\//i.test(source)) {
    const url = source.endsWith('.json')
      ? source
      : new URL(SHELL_CONTRACT_FILE, source.endsWith('/') ? source : `${source}/`).href;
    let answer: Response;
    try {
      answer = await fetch(url, {
        headers: { Accept: 'application/json', 'Cache-Control': 'no-cache' },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GateInputError(
        `the live shell's contract cannot be fetched from ${url}: ${(error as Error).message}`,
      );
    }
    if (!answer.ok) {
      throw new GateInputError(
        `the live shell's contract cannot be fetched from ${url}: HTTP ${answer.status}`,
      );
    }
    let value: unknown;
    try {
      value = await answer.json();
    } catch (error) {
      throw new GateInputError(`${url} is no JSON: ${(error as Error).message}`);
    }
    return assertShellContract(value, url);
  }
  const isFile =
    source.endsWith('.json') && !(existsSync(source) && statSync(source).isDirectory());
  const file = isFile ? source : path.join(source, SHELL_CONTRACT_FILE);
  if (!existsSync(file)) {
    throw new GateInputError(
      `the live shell's contract is not at ${file} (build the shell, or name the live shell ` +
        `with --shell <url|folder> or SHELL_URL)`,
    );
  }
  return assertShellContract(readJson<unknown>(file, 'the shell'), file);
}
