// The props side of the contract between the shell and the remotes, read by TypeScript's own
// checker. A remote's build records what each exposed module's component accepts (its default
// export's first parameter) in exposes-contract.json; the shell's build records what it passes to
// each module it loads (the ShellPassedProps interface of shell/host's remote-modules.ts) in its
// shell-contract.json; the release gate (shell/edge) asks TypeScript whether the one is assignable
// to the other, prop by prop, before a release goes live.
//
// A recorded type is TypeScript text that stands on its own: literals, unions, objects, arrays,
// tuples and functions are written out in full, so the gate needs neither package's sources. A
// type declared by a library (ReactNode, Date) is recorded by name as an opaque type: the same
// name on both sides agrees, different names do not.
const { existsSync } = require('node:fs');
const path = require('node:path');

const EXPOSES_CONTRACT_FILE = 'exposes-contract.json';
/** How deep a type is written out before the rest is `unknown` (recursive types end there). */
const MAX_DEPTH = 6;
/** TypeScript's lib files as the gate's checks parsed them, by file name. */
/** @type {Map<string, import('typescript').SourceFile>} */
const libFiles = new Map();
/** The name of the opaque stand-in for a library's type in a recorded text. */
const OPAQUE = '__Opaque';

/**
 * @typedef {{ type: string, optional: boolean }} PropRecord
 * @typedef {Record<string, PropRecord>} PropsRecord  prop name -> its type; {} takes no props
 * @typedef {{ exposes: Record<string, { props: PropsRecord | null }> }} ExposesContract
 *   null: the module's props could not be read (not a component, or typed `any`): not checked
 */

/** @returns {typeof import('typescript')} */
function typescript() {
  /** @type {unknown} */
  const loaded = require('typescript');
  return /** @type {typeof import('typescript')} */ (loaded);
}

/**
 * The compiler options of a package's tsconfig.json, for reading its sources; a package without
 * one is read as the build reads it (TSX, bundler resolution).
 * @param {typeof import('typescript')} ts
 * @param {string} tsconfig
 * @returns {import('typescript').CompilerOptions}
 */
function compilerOptionsOf(ts, tsconfig) {
  if (!existsSync(tsconfig)) {
    return {
      allowJs: true,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2020,
      types: [],
    };
  }
  /** @type {string[]} */
  const problems = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) =>
        problems.push(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
    },
  );
  if (!parsed) throw new Error(`${tsconfig} cannot be read: ${problems.join('; ')}`);
  // Types are only read, never checked or emitted: the libraries' own declarations are trusted.
  return { ...parsed.options, allowJs: true, noEmit: true, skipLibCheck: true, types: [] };
}

/**
 * Writes a type as standalone TypeScript text.
 * @param {typeof import('typescript')} ts
 * @param {import('typescript').TypeChecker} checker
 */
function typeWriter(ts, checker) {
  const F = ts.TypeFlags;
  const PRIMITIVES = /** @type {[number, string][]} */ ([
    [F.Any, 'any'],
    [F.Unknown, 'unknown'],
    [F.String, 'string'],
    [F.Number, 'number'],
    [F.Boolean, 'boolean'],
    [F.BigInt, 'bigint'],
    [F.ESSymbol | F.UniqueESSymbol, 'symbol'],
    [F.Undefined, 'undefined'],
    [F.Null, 'null'],
    [F.Void, 'void'],
    [F.Never, 'never'],
    [F.NonPrimitive, 'object'],
  ]);

  /** Whether the type is declared by a library or TypeScript's lib files, not the package. */
  const isLibraryType = (/** @type {import('typescript').Type} */ type) => {
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const declarations = symbol?.getDeclarations() ?? [];
    if (declarations.length === 0 || symbol?.getName() === '__type') return false;
    return declarations.every((declaration) => {
      const file = declaration.getSourceFile();
      return (
        file.hasNoDefaultLib || file.fileName.split(path.sep).join('/').includes('/node_modules/')
      );
    });
  };

  /** @param {string} text */
  const grouped = (text) => (/[|&=]/.test(text) ? `(${text})` : text);

  /**
   * @param {import('typescript').Type} type
   * @param {number} depth
   * @returns {string}
   */
  function write(type, depth) {
    for (const [flag, text] of PRIMITIVES) if (type.flags & flag) return text;
    // Literal values as themselves (an enum member's too, which has no name outside its file).
    if (type.isStringLiteral()) return JSON.stringify(type.value);
    if (type.isNumberLiteral()) return String(type.value);
    if (type.isLiteral() || type.flags & F.BooleanLiteral || type.flags & F.TemplateLiteral) {
      return checker.typeToString(type);
    }
    if (type.isUnion()) {
      const members = type.types.filter((member) => !(member.flags & F.BooleanLiteral));
      const texts = members.map((member) => write(member, depth));
      // `true | false` comes back from the checker as two literals: boolean, as written.
      const booleans = type.types.filter((member) => member.flags & F.BooleanLiteral);
      if (booleans.length === 2) texts.push('boolean');
      else texts.push(...booleans.map((member) => checker.typeToString(member)));
      return texts.join(' | ');
    }
    if (type.isIntersection()) {
      return type.types.map((member) => grouped(write(member, depth))).join(' & ');
    }
    if (depth >= MAX_DEPTH) return 'unknown';
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(
        /** @type {import('typescript').TypeReference} */ (type),
      );
      return `${grouped(write(element, depth + 1))}[]`;
    }
    if (checker.isTupleType(type)) {
      const elements = checker.getTypeArguments(
        /** @type {import('typescript').TypeReference} */ (type),
      );
      return `[${elements.map((element) => write(element, depth + 1)).join(', ')}]`;
    }
    if (isLibraryType(type)) {
      return `${OPAQUE}<${JSON.stringify(checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation))}>`;
    }
    const signatures = type.getCallSignatures();
    if (signatures.length > 0 && type.getProperties().length === 0) {
      const texts = signatures.map((signature) => writeSignature(signature, depth));
      return texts.length === 1 ? texts[0] : texts.map(grouped).join(' & ');
    }
    return writeObject(type, depth);
  }

  /**
   * @param {import('typescript').Signature} signature
   * @param {number} depth
   */
  function writeSignature(signature, depth) {
    const parameters = signature.getParameters().map((parameter) => {
      const declaration = /** @type {import('typescript').ParameterDeclaration | undefined} */ (
        parameter.valueDeclaration
      );
      const rest = declaration?.dotDotDotToken ? '...' : '';
      const optional = declaration?.questionToken || declaration?.initializer ? '?' : '';
      // An optional parameter's `| undefined` is what `?` already says.
      let type = checker.getTypeOfSymbol(parameter);
      if (optional) type = checker.getNonNullableType(type);
      return `${rest}${parameter.getName()}${optional}: ${write(type, depth + 1)}`;
    });
    return `(${parameters.join(', ')}) => ${write(signature.getReturnType(), depth + 1)}`;
  }

  /**
   * @param {import('typescript').Type} type
   * @param {number} depth
   */
  function writeObject(type, depth) {
    const members = [];
    for (const info of checker.getIndexInfosOfType(type)) {
      members.push(`[key: ${write(info.keyType, depth + 1)}]: ${write(info.type, depth + 1)}`);
    }
    for (const property of type.getProperties()) {
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      members.push(
        `${JSON.stringify(property.getName())}${optional}: ${write(checker.getTypeOfSymbol(property), depth + 1)}`,
      );
    }
    return members.length === 0 ? '{}' : `{ ${members.join('; ')} }`;
  }

  return (/** @type {import('typescript').Type} */ type) => write(type, 0);
}

/**
 * The props a component type accepts, prop by prop; null when it is no component or its props
 * are `any`.
 * @param {typeof import('typescript')} ts
 * @param {import('typescript').TypeChecker} checker
 * @param {import('typescript').Type} component
 * @returns {PropsRecord | null}
 */
function propsOfComponent(ts, checker, component) {
  const [signature] = component.getCallSignatures();
  if (!signature) return null;
  const [parameter] = signature.getParameters();
  if (!parameter) return {};
  const props = checker.getTypeOfSymbol(parameter);
  if (props.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return null;
  const write = typeWriter(ts, checker);
  /** @type {PropsRecord} */
  const record = {};
  for (const property of checker.getPropertiesOfType(props)) {
    const optional = Boolean(property.flags & ts.SymbolFlags.Optional);
    let type = checker.getTypeOfSymbol(property);
    // An optional prop's `| undefined` is what `?` already says.
    if (optional) type = checker.getNonNullableType(type);
    record[property.getName()] = { type: write(type), optional };
  }
  return record;
}

/**
 * What each exposed module's component accepts, read from the remote's sources with its
 * tsconfig.json: `{ './CollectionPage': { props: { collection: { type: '"inner-beauty" | ...',
 * optional: false } } } }`.
 * @param {{ exposes: Record<string, string>, dir: string, tsconfig?: string }} options
 *   exposes: module -> its file, relative to dir (the federation config's exposes)
 * @returns {ExposesContract}
 */
function describeExposes({ exposes, dir, tsconfig = path.join(dir, 'tsconfig.json') }) {
  const ts = typescript();
  const files = Object.fromEntries(
    Object.entries(exposes).map(([module, file]) => [module, path.resolve(dir, file)]),
  );
  const program = ts.createProgram({
    rootNames: Object.values(files),
    options: compilerOptionsOf(ts, tsconfig),
  });
  const checker = program.getTypeChecker();
  /** @type {ExposesContract['exposes']} */
  const described = {};
  for (const [module, file] of Object.entries(files)) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!source || !moduleSymbol) {
      // Not a module TypeScript reads (a file kind it does not know): its props go unchecked.
      described[module] = { props: null };
      continue;
    }
    const exported = checker
      .getExportsOfModule(moduleSymbol)
      .find((s) => s.getName() === 'default');
    // No default export: no component the shell renders, so no props to hold it to.
    described[module] = {
      props: exported
        ? propsOfComponent(ts, checker, checker.getTypeOfSymbolAtLocation(exported, source))
        : null,
    };
  }
  return { exposes: described };
}

/**
 * The props a host passes to each remote module, from an interface of the shape
 * `{ [remote]: { [module]: Props } }` (shell/host's ShellPassedProps).
 * @param {{ file: string, name: string, tsconfig: string }} options
 * @returns {Record<string, Record<string, PropsRecord>>}
 */
function describePassedProps({ file, name, tsconfig }) {
  const ts = typescript();
  const program = ts.createProgram({ rootNames: [file], options: compilerOptionsOf(ts, tsconfig) });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const symbol =
    moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.getName() === name);
  if (!source || !symbol) throw new Error(`${file} exports no ${name}`);
  const write = typeWriter(ts, checker);
  const byRemote = checker.getDeclaredTypeOfSymbol(symbol);
  /** @type {Record<string, Record<string, PropsRecord>>} */
  const passed = {};
  for (const remote of byRemote.getProperties()) {
    const modules = checker.getTypeOfSymbol(remote);
    for (const module of modules.getProperties()) {
      /** @type {PropsRecord} */
      const record = {};
      for (const property of checker.getTypeOfSymbol(module).getProperties()) {
        const optional = Boolean(property.flags & ts.SymbolFlags.Optional);
        let type = checker.getTypeOfSymbol(property);
        if (optional) type = checker.getNonNullableType(type);
        record[property.getName()] = { type: write(type), optional };
      }
      (passed[remote.getName()] ??= {})[module.getName()] = record;
    }
  }
  return passed;
}

/**
 * For each pair, whether a value of type `passed` may be given where `accepted` is wanted, as
 * TypeScript decides it: the indexes of the pairs that may not, each with TypeScript's reason.
 * @param {{ passed: string, accepted: string }[]} pairs
 * @returns {{ index: number, reason: string }[]}
 */
function unassignable(pairs) {
  if (pairs.length === 0) return [];
  const ts = typescript();
  const fileName = '/__props-check__.ts';
  const lines = [
    `type ${OPAQUE}<Name extends string> = { readonly [${JSON.stringify(OPAQUE)}]: Name };`,
  ];
  const firstLine = lines.length;
  for (const [index, { passed, accepted }] of pairs.entries()) {
    lines.push(
      `declare const passed${index}: ${passed}; const accepted${index}: ${accepted} = passed${index};`,
    );
  }
  const text = `${lines.join('\n')}\nexport {};\n`;
  const options = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2020,
    lib: ['lib.es2020.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) => {
    if (name === fileName) return ts.createSourceFile(fileName, text, version);
    // TypeScript's lib files, parsed once per process: most of a check's time.
    let lib = libFiles.get(name);
    if (!lib) {
      lib = getSourceFile(name, version, ...rest);
      if (lib) libFiles.set(name, lib);
    }
    return lib;
  };
  const program = ts.createProgram({ rootNames: [fileName], options, host });
  const source = program.getSourceFile(fileName);
  /** @type {Map<number, string>} */
  const reasons = new Map();
  for (const diagnostic of [
    ...program.getSyntacticDiagnostics(source),
    ...program.getSemanticDiagnostics(source),
  ]) {
    if (diagnostic.start === undefined || !source) continue;
    const { line } = source.getLineAndCharacterOfPosition(diagnostic.start);
    const index = line - firstLine;
    if (index < 0 || index >= pairs.length || reasons.has(index)) continue;
    reasons.set(index, ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
  }
  return [...reasons].map(([index, reason]) => ({ index, reason }));
}

class ExposedPropsPlugin {
  /** @param {{ exposes: Record<string, string>, dir: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { sources, Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ExposedPropsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ExposedPropsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          try {
            const contract = describeExposes(this.options);
            compilation.emitAsset(
              EXPOSES_CONTRACT_FILE,
              new sources.RawSource(`${JSON.stringify(contract, null, 2)}\n`),
            );
          } catch (error) {
            compilation.errors.push(
              new WebpackError(`ExposedPropsPlugin: ${/** @type {Error} */ (error).message}`),
            );
          }
        },
      );
    });
  }
}

module.exports = {
  EXPOSES_CONTRACT_FILE,
  ExposedPropsPlugin,
  describeExposes,
  describePassedProps,
  unassignable,
};
