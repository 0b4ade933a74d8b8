// The platform's public API is versioned (semver). Each released version's exported names are
// recorded in api/<version>.json. Within a major version nothing recorded may disappear (a
// remote built against any earlier 1.x must find everything it uses), and the newest record must
// be this version's exact surface, so every change to it comes with a version and a record.
// `npm run api:record -w @healing/platform` writes the record for the current version.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as forms from './forms';
import * as platform from './index';

interface ApiRecord {
  version: string;
  exports: string[];
}

const apiDir = path.join(__dirname, '..', 'api');
const { version } = JSON.parse(
  readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'),
) as { version: string };
// The main entry's names, then the forms entry's as forms/<name> (as remotes' builds record them).
const current = [
  ...Object.keys(platform).sort(),
  ...Object.keys(forms)
    .sort()
    .map((name) => `forms/${name}`),
];
const major = (value: string) => Number(value.split('.')[0]);

function records(): ApiRecord[] {
  return readdirSync(apiDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(apiDir, file), 'utf8')) as ApiRecord);
}

if (process.env.RECORD_PLATFORM_API === '1') {
  writeFileSync(
    path.join(apiDir, `${version}.json`),
    `${JSON.stringify({ version, exports: current }, null, 2)}\n`,
  );
}

describe('the platform public API', () => {
  it(`has a record for this version (${version}) that matches what it exports`, () => {
    const record = records().find((item) => item.version === version);
    expect(record).toBeDefined();
    expect(current).toEqual(record?.exports);
  });

  it('says its own version', () => {
    expect(platform.PLATFORM_VERSION).toBe(version);
  });

  it('keeps every name any earlier release of this major version exported', () => {
    for (const record of records().filter((item) => major(item.version) === major(version))) {
      const missing = record.exports.filter((name) => !current.includes(name));
      expect({ since: record.version, missing }).toEqual({ since: record.version, missing: [] });
    }
  });
});
