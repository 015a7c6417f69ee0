import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Generators of hostile input for the fuzz suites, and the one rule every answer must keep. */

export const HUGE = 'x'.repeat(100_000);
const HUGE_UNICODE = '\u{1F4AA}'.repeat(25_000); // 100 kB of UTF-8
const HUGE_NUL = '\u0000'.repeat(1000);

function nested(depth: number, wrap: (inner: unknown) => unknown): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = wrap(value);
  return value;
}
export const DEEP_ARRAY = nested(1000, (inner) => [inner]);
export const DEEP_OBJECT = nested(1000, (inner) => ({ a: inner }));

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => `x${String.fromCharCode(code)}y`);

const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '   \t\n',
  '0',
  '-1',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '\udfff\ud800',
  '\ufeff',
  '\u202etxt.exe',
  '\u{1D518}\u{1D52B}\u{1D526}',
  'e\u0301\u0301\u0301',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '2024-02-30',
  '0000-00-00',
  '+275760-09-13',
  '9999-12-31',
  '2026-11-22T10:00:00Z',
  '2026-11-22T10:00:00+14:00',
  '1970-01-01T00:00:00.000Z',
  'Monday',
  'Sunday',
  'breakfast',
  'cardio',
  'weight-loss',
  'high',
  'current',
  'Male',
  HUGE,
  HUGE_UNICODE,
  HUGE_NUL,
);

const nastyNumbers = fc.constantFrom(
  0,
  -0,
  -1,
  1,
  0.5,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  14,
  15,
  100_000,
  1_000_000_001,
);

/** One hostile value: wrong types, edge numbers, strange text, huge and deeply nested values. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyStrings, weight: 4 },
  { arbitrary: nastyNumbers, weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false), weight: 1 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: loneSurrogate, weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.constantFrom(DEEP_ARRAY, DEEP_OBJECT), weight: 1 },
  { arbitrary: fc.array(fc.oneof(nastyStrings, nastyNumbers), { maxLength: 5 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

const nastyKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'extra',
    '',
    '\u0000',
    '_id',
    'userId',
    'user_id',
    'isAdmin',
    'id',
  ),
  fc.string({ maxLength: 12 }),
);

type Path = Array<string | number>;

/** The path of every node below the root. */
function pathsOf(value: unknown, prefix: Path = [], into: Path[] = []): Path[] {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const path = [...prefix, Array.isArray(value) ? Number(key) : key];
      into.push(path);
      pathsOf(child, path, into);
    }
  }
  return into;
}

function containersOf(value: unknown, prefix: Path = [], into: Path[] = [[]]): Path[] {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (child && typeof child === 'object' && !Array.isArray(child)) {
        const path = [...prefix, key];
        into.push(path);
        containersOf(child, path, into);
      }
    }
  }
  return into;
}

const clone = <T>(value: T): T => structuredClone(value);

function valueAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path)
    node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined;
  return node;
}

function parentOf(root: unknown, path: Path): Record<string | number, unknown> | undefined {
  let node = root as Record<string | number, unknown> | undefined;
  for (const key of path.slice(0, -1)) node = node?.[key] as Record<string | number, unknown> | undefined;
  return node && typeof node === 'object' ? node : undefined;
}

type Mutation = (body: unknown) => unknown;

function mutations(example: unknown): fc.Arbitrary<Mutation> {
  const paths = pathsOf(example);
  const containers = containersOf(example);
  const choices: Array<fc.Arbitrary<Mutation>> = [
    // Values are copied in: constants are shared between runs and must never be changed or made circular.
    nastyValue.map(
      (value): Mutation =>
        () =>
          clone(value),
    ),
    fc
      .record({ path: fc.constantFrom(...containers), key: nastyKey, value: nastyValue })
      .map(({ path, key, value }): Mutation => (body) => {
        const target = valueAt(body, path);
        if (target && typeof target === 'object' && !Array.isArray(target))
          Object.defineProperty(target, key, {
            value: clone(value),
            enumerable: true,
            configurable: true,
            writable: true,
          });
        return body;
      }),
  ];
  if (paths.length > 0) {
    choices.push(
      fc
        .record({ path: fc.constantFrom(...paths), value: nastyValue })
        .map(({ path, value }): Mutation => (body) => {
          const parent = parentOf(body, path);
          if (parent) parent[path.at(-1)!] = clone(value);
          return body;
        }),
      fc.constantFrom(...paths).map((path): Mutation => (body) => {
        const parent = parentOf(body, path);
        if (Array.isArray(parent)) parent.splice(Number(path.at(-1)), 1);
        else if (parent) delete parent[path.at(-1)!];
        return body;
      }),
    );
  }
  return fc.oneof(...choices);
}

/** Raw JSON tokens JSON.stringify cannot write (or writes differently), put in place of a field's value. */
const RAW_TOKENS = [
  'NaN',
  '-NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '-0.0',
  '1e999',
  '-1e999',
  '1e-999',
  '0x10',
  '010',
  '.5',
  '5.',
  '+1',
  '1_000',
  'undefined',
  "'single'",
  '"\\ud800"',
  '"\\udfff\\ud800"',
  '"a\\u0000b"',
  '"\\x41"',
  '"raw\u0000nul"',
  '"raw\nnewline"',
  '[1,]',
  '{"a":1,}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

/** Whole request bodies that are not (quite) JSON. */
const RAW_BODIES = [
  '',
  ' ',
  'null',
  'true',
  '[]',
  '"text"',
  '42',
  '{',
  '}',
  '{"a":}',
  '{}garbage',
  '\ufeff{}',
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '['.repeat(1000) + ']'.repeat(1000),
  '['.repeat(100_000) + ']'.repeat(100_000),
  '{"a":'.repeat(1000) + '1' + '}'.repeat(1000),
  `{"x":"${'y'.repeat(2 * 1024 * 1024)}"}`,
];

const SENTINEL = '\u0001__raw__\u0001';

export type FuzzBody = { payload: string | Buffer; contentType: string };

const contentTypes = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 12 },
  {
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'application/JSON',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      '',
    ),
    weight: 1,
  },
);

/** Bodies for a JSON route, grown from a valid example: mutated, replaced, or written as raw (broken) JSON. */
export function jsonBodies(example: unknown): fc.Arbitrary<FuzzBody> {
  const mutated = fc
    .array(mutations(example), { minLength: 1, maxLength: 3 })
    .map((list) => list.reduce<unknown>((body, mutate) => mutate(body), clone(example)));
  const paths = pathsOf(example);
  const asJson = fc.record({ body: mutated, contentType: contentTypes }).map(({ body, contentType }) => ({
    payload: JSON.stringify(body) ?? '',
    contentType,
  }));
  const raw = fc
    .oneof(
      fc.constantFrom(...RAW_BODIES),
      fc.constant(Buffer.from('{"text":"\xff\xfe\xc0\xaf"}', 'latin1')),
      ...(paths.length > 0
        ? [
            fc
              .record({ path: fc.constantFrom(...paths), token: fc.constantFrom(...RAW_TOKENS) })
              .map(({ path, token }) => {
                const body = clone(example);
                parentOf(body, path)![path.at(-1)!] = SENTINEL;
                return JSON.stringify(body).replace(JSON.stringify(SENTINEL), token);
              }),
          ]
        : []),
    )
    .map((payload) => ({ payload, contentType: 'application/json' }));
  return fc.oneof({ arbitrary: asJson, weight: 4 }, { arbitrary: raw, weight: 1 });
}

/** Querystrings for a GET route, grown from the keys of a valid example. */
export function queryStrings(example: Record<string, string>): fc.Arbitrary<string> {
  const keys = Object.keys(example);
  const value = fc.oneof(
    nastyStrings.filter((text) => text.length < 2000),
    fc.string({ maxLength: 30 }),
    loneSurrogate,
    nastyNumbers.map(String),
    fc.constantFrom(
      '1e308',
      '-0',
      'NaN',
      '0x10',
      ' 5',
      '5 ',
      '+5',
      '5.5',
      '50',
      '51',
      '100',
      '101',
      '500',
      '501',
      'full',
      'thumb',
    ),
  );
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...keys, 'extra'), weight: 4 },
    { arbitrary: nastyKey, weight: 1 },
  );
  const encoded = fc
    .array(fc.tuple(key, value), { maxLength: 5 })
    .map((pairs) =>
      pairs
        .map(
          ([k, v]) =>
            `${encodeURIComponent(k)}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '\ufffd'))}`,
        )
        .join('&'),
    );
  const mixed = fc
    .record({ base: fc.constant(example), overrides: fc.dictionary(fc.constantFrom(...keys), value) })
    .map(({ base, overrides }) =>
      new URLSearchParams({
        ...base,
        ...Object.fromEntries(
          Object.entries(overrides).map(([k, v]) => [k, v.replace(/[\ud800-\udfff]/g, '\ufffd')]),
        ),
      }).toString(),
    );
  const raw = fc.constantFrom(
    '',
    '&&&',
    '=',
    '==',
    '%',
    '%ZZ',
    '%00',
    '%ED%A0%80',
    '%F0%9F',
    '%C0%AF',
    `${keys[0]}=1&${keys[0]}=2`,
    `${keys[0]}[]=1`,
    `${keys[0]}[a]=1`,
    `${keys[0]}`,
    `${keys[0]}=`,
    `${keys[0]}=%00`,
    `${keys[0]}=${'9'.repeat(400)}`,
    `${keys[0]}=${'a'.repeat(100_000)}`,
    `__proto__[polluted]=1`,
    `constructor[prototype][polluted]=1`,
  );
  return fc.oneof(encoded, mixed, raw);
}

/** A value for a path parameter (an id), encoded for the URL. */
export const nastyId = fc
  .oneof(
    nastyStrings.filter((text) => text.length > 0 && text.length < 1000),
    fc.string({ minLength: 1, maxLength: 40 }),
    loneSurrogate,
    fc.constantFrom(
      'x'.repeat(100),
      'x'.repeat(101),
      '0',
      '-1',
      '00000000-0000-0000-0000-000000000000',
      '.',
      '..',
    ),
  )
  .map((id) => encodeURIComponent(id.replace(/[\ud800-\udfff]/g, '\ufffd')));

/** The rule of the whole API (DESIGN §4): a 2xx, or a 4xx with a message a person can read. Never a 5xx. */
export function expectHandled(response: LightMyRequestResponse, what: string): void {
  const context = `${what} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  expect(response.statusCode, context).toBeGreaterThanOrEqual(200);
  if (response.statusCode >= 400) {
    const body = response.json<{ message?: unknown; code?: unknown }>();
    expect(typeof body.message, context).toBe('string');
    expect((body.message as string).length, context).toBeGreaterThan(0);
    expect(typeof body.code, context).toBe('string');
  }
}

/** A short description of a request for failure messages (huge bodies cut). */
export const describeRequest = (method: string, url: string, payload?: string | Buffer) =>
  `${method} ${url.slice(0, 200)} ${payload === undefined ? '' : String(payload).slice(0, 200)}`;
