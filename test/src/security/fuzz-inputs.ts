import fc from 'fast-check';
import type { RequestBody } from './http-caller.js';

/** Headers a hostile client may send: wrong content types and encodings, forged credentials. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/json',
      'application/json; charset=utf-16',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=nothing-here',
      'application/octet-stream',
      '*/*',
      ';;;',
    ),
    'content-encoding': fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-bogus'),
    'x-candidate-token': fc.oneof(fc.string({ maxLength: 200 }), fc.constant('A'.repeat(43))),
    'x-forwarded-for': fc.string({ maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
    accept: fc.constantFrom('text/html', 'application/json', '*/*', 'image/png'),
  },
  { requiredKeys: [] },
);

/** Any JSON value, stringified (fc.anything() goes through JSON.stringify like a client would). */
const anyJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.anything({ maxDepth: 3 }).map((value) => {
    try {
      return JSON.stringify(value) ?? 'null';
    } catch {
      return '{}';
    }
  }),
);

/**
 * Characters that have broken servers: NUL (PostgreSQL refuses it in text, once answered as an
 * outage), line breaks that start a line of their own in a mail, the Unicode line separators, bidi
 * overrides, escape sequences, a lone surrogate.
 */
const CONTROL = [
  '\u0000',
  '\r',
  '\n',
  '\r\n',
  '\t',
  '\u0007',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
  '\ud800',
];

/** Text with NUL and control characters in it (issue 16): at the start, inside, alone or repeated. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 20 }))
    .map(([a, c, b]) => `${a}${c}${b}`),
  fc.array(fc.constantFrom(...CONTROL), { minLength: 1, maxLength: 8 }).map((cs) => cs.join('')),
  fc.constantFrom(
    'Zawadi\r\nReview: https://evil.example/login',
    'amina@acme-logistics.co.ke\u0000',
    '\u0000',
  ),
);

/** Values of the wrong type (and the right type with hostile contents) for a known field. */
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 300 }),
  hostileText,
  fc.constantFrom(
    '',
    ' ',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '\u0000',
    '__proto__',
  ),
  fc.constant('x'.repeat(70_000)),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, [], {}),
);

/**
 * A JSON route's body: valid keys with wrong values (built from `sample`, the matrix's body),
 * any JSON, random text, malformed JSON and a body over the 1 MB limit.
 */
export function jsonBodies(sample: unknown): fc.Arbitrary<RequestBody> {
  const keys = sample && typeof sample === 'object' && !Array.isArray(sample) ? Object.keys(sample) : [];
  const structured = fc
    .record(Object.fromEntries(keys.map((k) => [k, fieldValue])), { requiredKeys: [] })
    .map((partial) => ({ json: { ...(sample as object), ...partial } }) as RequestBody);
  return fc
    .oneof(
      structured,
      anyJsonText.map((raw) => ({ raw }) as RequestBody),
      fc.string({ maxLength: 500 }).map((raw) => ({ raw }) as RequestBody),
      fc.constantFrom(
        '{',
        '{"a":',
        '[1,2',
        '{"__proto__":{"isAdmin":true}}',
        'null',
        '"str"',
        '1e999',
        '\ufeff{}',
        '{"email\\u0000":"a@acme-logistics.co.ke"}',
        '{"text":"a\\u0000b"}',
      ),
      fc.constant(`{"x":"${'y'.repeat(1_100_000)}"}`).map((raw) => ({ raw }) as RequestBody),
    )
    .map((body) => (typeof body === 'string' ? ({ raw: body } as RequestBody) : body));
}

/** Magic numbers of accepted and refused kinds, to put random bytes behind. */
const HEADS: Uint8Array[] = [
  Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3]), // EBML (webm/mkv)
  Buffer.from('%PDF-1.7\n'),
  Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]), // JPEG
  Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), // PNG
  Buffer.from('MZ\x90\x00'), // Windows executable
  Uint8Array.from([0x50, 0x4b, 0x03, 0x04]), // ZIP
  Buffer.from('\x00\x00\x00\x18ftypisom'),
  Buffer.from('OggS'),
  new Uint8Array(0),
];

const fileBytes: fc.Arbitrary<Uint8Array> = fc
  .tuple(fc.constantFrom(...HEADS), fc.uint8Array({ maxLength: 4_096 }))
  .map(([head, rest]) => Buffer.concat([head, rest]));

const fileName: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom(
    '../../etc/passwd',
    '..\\..\\boot.ini',
    '/etc/shadow',
    'cv.pdf\u0000.exe',
    'a.PDF',
    '.docx',
    '',
  ),
  fc.constant(`${'n'.repeat(400)}.pdf`),
  fc
    .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('.pdf', '.docx', '.webm', '.jpg', '.exe'))
    .map(([a, b]) => a + b),
);

/** One part of a form: a text field or a file. */
type Part = [string, string] | [string, Uint8Array, string, string];

function toForm(parts: Part[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if (part.length === 2) form.append(part[0], part[1]);
    else form.append(part[0], new Blob([part[1] as Uint8Array<ArrayBuffer>], { type: part[3] }), part[2]);
  }
  return form;
}

/**
 * A multipart route's body built from its real form (`sample`): each field kept or replaced,
 * extra fields, zero to two files with random bytes behind real and foreign magic numbers and
 * hostile names, and raw bytes that only claim to be multipart.
 */
export function multipartBodies(
  sample: FormData,
): fc.Arbitrary<{ body: RequestBody; headers: Record<string, string> }> {
  const fields = [...sample.entries()].filter(([, v]) => typeof v === 'string') as [string, string][];
  const fileFields = [...sample.entries()].filter(([, v]) => typeof v !== 'string').map(([k]) => k);
  const field = ([name, value]: [string, string]) =>
    fc
      .oneof(
        fc.constant(value),
        fc.string({ maxLength: 200 }),
        hostileText,
        fc.constantFrom('', '-1', '1e9', 'x'.repeat(70_000)),
      )
      .map((v): Part => [name, v]);
  const file = fc
    .tuple(
      fc.oneof(fc.constantFrom(...fileFields, 'cv', 'audio'), fc.string({ maxLength: 10 })),
      fileBytes,
      fileName,
      fc.oneof(
        fc.constantFrom('application/pdf', 'audio/webm', 'image/jpeg', 'application/x-msdownload', ''),
        fc.string({ maxLength: 30 }),
      ),
    )
    .map(([name, bytes, fname, type]): Part => [name, bytes, fname, type]);
  const wellFormed = fc
    .tuple(
      fc.tuple(...fields.map(field)),
      fc.array(fc.tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 50 })), { maxLength: 3 }),
      fc.array(file, { maxLength: 2 }),
    )
    .map(([known, extra, files]) => ({
      body: { form: toForm([...known, ...extra, ...files]) } as RequestBody,
      headers: {},
    }));
  const malformed = fc
    .tuple(
      fc.uint8Array({ maxLength: 2_000 }),
      fc.constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'multipart/form-data; boundary="',
      ),
    )
    .map(([raw, type]) => ({ body: { raw } as RequestBody, headers: { 'content-type': type } }));
  const truncated = fc.constant({
    body: {
      raw: '--x\r\nContent-Disposition: form-data; name="cv"; filename="a.pdf"\r\n\r\n%PDF-1.7',
    } as RequestBody,
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
  });
  return fc.oneof({ arbitrary: wellFormed, weight: 4 }, malformed, truncated);
}
