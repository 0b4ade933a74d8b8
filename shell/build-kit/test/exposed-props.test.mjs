// node --test: the props side of the release gate. What a remote's exposed components take, as
// TypeScript's checker reads their sources (literals, unions, optional props, objects, arrays,
// functions, library types by name, recursive types cut short), what the host passes, read from
// its ShellPassedProps interface, and TypeScript's verdict on whether one fits the other.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { describeExposes, describePassedProps, unassignable } from '../src/exposed-props.cjs';

const HOST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'host');

/** A package of `files` with a strict tsconfig, removed after the tests. */
function tempPackage(/** @type {Record<string, string>} */ files) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'exposed-props-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const compilerOptions = { strict: true, target: 'ES2020', module: 'ESNext', noEmit: true };
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions }));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe("a remote's exposed components", () => {
  const dir = tempPackage({
    'slug.ts': "export type Slug = 'inner-beauty' | 'life-happens';\n",
    'page.ts':
      "import type { Slug } from './slug';\n" +
      'export default function Page({ collection }: { collection: Slug }) { return collection; }\n',
    'plain.ts': 'export default function Plain() { return null; }\n',
    'rich.ts':
      'interface Tree { label: string; children: Tree[] }\n' +
      'enum Mode { Grid = "grid" }\n' +
      'export default function Rich(props: {\n' +
      '  count?: number; flags: boolean; tags: readonly string[]; at: Date; mode: Mode;\n' +
      '  onPick: (id: string, extra?: number) => void; pair: [string, number]; tree: Tree;\n' +
      '}) { return props; }\n',
    'memo.ts':
      'declare const Memo: { (props: { n: number }): null; displayName?: string };\n' +
      'export default Memo;\n',
    'loose.ts': 'export default function Loose(props: any) { return props; }\n',
    'value.ts': 'export default 42;\n',
    'named.ts': 'export const Named = () => null;\n',
  });
  const { exposes } = describeExposes({
    dir,
    exposes: {
      './Page': './page.ts',
      './Plain': './plain.ts',
      './Rich': './rich.ts',
      './Memo': './memo.ts',
      './Loose': './loose.ts',
      './Value': './value.ts',
      './Named': './named.ts',
    },
  });

  it('records each prop with its type written out, whatever alias it was declared with', () => {
    assert.deepEqual(exposes['./Page'], {
      props: { collection: { type: '"inner-beauty" | "life-happens"', optional: false } },
    });
    assert.deepEqual(exposes['./Plain'], { props: {} });
    assert.deepEqual(exposes['./Memo'], { props: { n: { type: 'number', optional: false } } });
  });

  it('writes optional props, arrays, tuples, functions, enums and library types standalone', () => {
    const props = exposes['./Rich']?.props;
    assert.ok(props);
    assert.deepEqual(props.count, { type: 'number', optional: true });
    assert.equal(props.flags?.type, 'boolean');
    assert.equal(props.tags?.type, 'string[]');
    assert.equal(props.at?.type, '__Opaque<"Date">');
    assert.equal(props.mode?.type, '"grid"');
    assert.equal(props.onPick?.type, '(id: string, extra?: number) => void');
    assert.equal(props.pair?.type, '[string, number]');
    // A recursive type is written to a depth, then left open.
    assert.match(props.tree?.type ?? '', /^\{ "label": string; "children": \{ "label": string;/);
    assert.match(props.tree?.type ?? '', /unknown/);
  });

  it('leaves unchecked what is no component or takes anything', () => {
    assert.deepEqual(exposes['./Loose'], { props: null });
    assert.deepEqual(exposes['./Value'], { props: null });
    assert.deepEqual(exposes['./Named'], { props: null });
  });

  it('writes types TypeScript reads back as the same types', () => {
    const pairs = Object.values(exposes['./Rich']?.props ?? {}).map(({ type }) => ({
      passed: type,
      accepted: type,
    }));
    assert.deepEqual(unassignable(pairs), []);
  });
});

describe("the host's passed props", () => {
  it("are read from the shell's ShellPassedProps, by remote and module", () => {
    const passed = describePassedProps({
      file: path.join(HOST, 'src', 'app', 'remote-modules.ts'),
      name: 'ShellPassedProps',
      tsconfig: path.join(HOST, 'tsconfig.json'),
    });
    assert.deepEqual(passed.catalog?.['./CollectionPage'], {
      collection: { type: '"inner-beauty" | "life-happens" | "love-is"', optional: false },
    });
  });
});

describe('whether what is passed fits what is taken', () => {
  it('lets a narrower type through and stops a wider or different one, saying why', () => {
    const verdicts = unassignable([
      { passed: '"a"', accepted: '"a" | "b"' },
      { passed: '"a" | "b"', accepted: '"a"' },
      { passed: 'string[]', accepted: '(string | number)[]' },
      { passed: '__Opaque<"Date">', accepted: '__Opaque<"ReactNode">' },
      { passed: '{ "x": number }', accepted: '{ "x": number; "y"?: string }' },
      { passed: 'number | undefined', accepted: 'number' },
    ]);
    assert.deepEqual(
      verdicts.map(({ index }) => index),
      [1, 3, 5],
    );
    assert.match(verdicts[0]?.reason ?? '', /Type '"b"' is not assignable to type '"a"'/);
  });

  it('asks nothing of TypeScript when there is nothing to compare', () => {
    assert.deepEqual(unassignable([]), []);
  });
});
