// Malformed JSON bodies for every JSON endpoint: each field given wrong types, hostile strings
// or left out, alone and several at once; then bodies that are broken as a whole.
import { endpoints } from './fields.mjs';
import { HUGE_TEXT, STRINGS, WRONG_TYPES } from './values.mjs';

/** @typedef {import('./values.mjs').Case} Case */
/** @typedef {import('./fields.mjs').Endpoint} Endpoint */
/**
 * A field (`parent.child` when nested) and its new value.
 * @typedef {[path: string, value: unknown]} Change
 */

const MISSING = Symbol('missing');
/** @type {unknown[]} */
const VALUES = [...WRONG_TYPES, ...STRINGS, MISSING];

/**
 * A small seeded generator, so the corpus is the same on every run.
 * @param {number} seed
 */
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

/**
 * @param {Record<string, unknown>} body
 * @param {string} path
 * @param {unknown} value
 */
function setPath(body, path, value) {
  const copy = structuredClone(body);
  const keys = path.split('.');
  const last = keys[keys.length - 1];
  let target = copy;
  for (const key of keys.slice(0, -1)) {
    const next = target[key];
    if (next === null || typeof next !== 'object') return copy;
    target = /** @type {Record<string, unknown>} */ (next);
  }
  if (value === MISSING) delete target[last];
  else target[last] = value;
  return copy;
}

/**
 * Whether the API must refuse the body with these fields changed.
 * @param {Endpoint} endpoint
 * @param {Change[]} changes
 */
function mustRefuse(endpoint, changes) {
  if (endpoint.alwaysRefused) return true;
  return changes.some(([path, value]) => {
    const field = endpoint.fields[path];
    if (value === MISSING || value === null) return Boolean(field.required);
    return field.check(value) === false;
  });
}

/**
 * @param {Endpoint} endpoint
 * @param {Change[]} allChanges
 * @param {string} label
 * @returns {Case}
 */
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

const describe = (/** @type {unknown} */ value) =>
  value === MISSING ? 'missing' : JSON.stringify(value)?.slice(0, 40);

/**
 * @param {import('./fixtures.mjs').Fixtures} fixtures
 * @param {{ multiFieldCases: number, seed: number }} options
 */
export function jsonCases(fixtures, { multiFieldCases, seed }) {
  const rnd = random(seed);
  /** @type {Case[]} */
  const cases = [];
  for (const endpoint of endpoints(fixtures)) {
    const paths = Object.keys(endpoint.fields);
    for (const path of paths) {
      for (const value of [...VALUES, ...(endpoint.fields[path].values ?? [])])
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
      const changes = Array.from(
        { length: count },
        () =>
          /** @type {Change} */ ([
            paths[Math.floor(rnd() * paths.length)],
            VALUES[Math.floor(rnd() * VALUES.length)],
          ]),
      );
      cases.push(
        caseOf(endpoint, changes, changes.map(([p, v]) => `${p} = ${describe(v)}`).join(', ')),
      );
    }
  }
  return cases;
}
