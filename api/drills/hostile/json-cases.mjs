// Malformed JSON bodies for every JSON endpoint: each field given wrong types, hostile strings
// or left out, alone and several at once; then bodies that are broken as a whole.
import { endpoints } from './fields.mjs';
import { HUGE_TEXT, STRINGS, WRONG_TYPES } from './values.mjs';

const MISSING = Symbol('missing');
const VALUES = [...WRONG_TYPES, ...STRINGS, MISSING];

/** A small seeded generator, so the corpus is the same on every run. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function setPath(body, path, value) {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target = copy;
  for (const key of keys.slice(0, -1)) {
    if (target[key] === null || typeof target[key] !== 'object') return copy;
    target = target[key];
  }
  if (value === MISSING) delete target[keys.at(-1)];
  else target[keys.at(-1)] = value;
  return copy;
}

/** Whether the API must refuse the body with these fields changed. */
function mustRefuse(endpoint, changes) {
  if (endpoint.alwaysRefused) return true;
  return changes.some(([path, value]) => {
    const field = endpoint.fields[path];
    if (value === MISSING || value === null) return Boolean(field.required);
    return field.check(value) === false;
  });
}

function caseOf(endpoint, allChanges, label) {
  // A field changed twice keeps the last value, in the body and in the verdict alike.
  const changes = [...new Map(allChanges)];
  const body = changes.reduce((acc, [path, value]) => setPath(acc, path, value), endpoint.base);
  return {
    label: `${endpoint.name}: ${label}`,
    method: endpoint.method,
    path: endpoint.path,
    headers: endpoint.headers,
    rawBody: JSON.stringify(body),
    expect: mustRefuse(endpoint, changes) ? 'refuse' : 'any',
  };
}

const describe = (value) => (value === MISSING ? 'missing' : JSON.stringify(value)?.slice(0, 40));

export function jsonCases(fixtures, { multiFieldCases, seed }) {
  const rnd = random(seed);
  const cases = [];
  for (const endpoint of endpoints(fixtures)) {
    const paths = Object.keys(endpoint.fields);
    for (const path of paths) {
      for (const value of VALUES)
        cases.push(caseOf(endpoint, [[path, value]], `${path} = ${describe(value)}`));
    }
    for (const extra of [
      { unknownField: 1 },
      { isAdmin: true },
      { id: 1 },
      { [HUGE_TEXT.slice(0, 5000)]: 1 },
    ]) {
      cases.push({
        ...caseOf(endpoint, [], 'extra field'),
        rawBody: JSON.stringify({ ...endpoint.base, ...extra }),
        expect: 'refuse',
      });
    }
    for (let i = 0; i < multiFieldCases; i += 1) {
      const count = 2 + Math.floor(rnd() * 3);
      const changes = Array.from({ length: count }, () => [
        paths[Math.floor(rnd() * paths.length)],
        VALUES[Math.floor(rnd() * VALUES.length)],
      ]);
      cases.push(
        caseOf(endpoint, changes, changes.map(([p, v]) => `${p} = ${describe(v)}`).join(', ')),
      );
    }
  }
  return cases;
}
