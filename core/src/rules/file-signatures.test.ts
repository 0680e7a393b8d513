import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIO_KINDS, CV_KINDS, sniffAllowedKind, sniffFileKind, type FileKind } from './file-signatures.js';

const hex = (text: string) => Uint8Array.from(text.split(' ').map((h) => parseInt(h, 16)));
const ascii = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

/** A minimal EBML header with the given DocType, as MediaRecorder writes it. */
const ebmlHeader = (docType: string) =>
  concat(
    hex('1a 45 df a3 9f 42 86 81 01 42 f7 81 01 42 82'),
    Uint8Array.of(0x80 | docType.length),
    ascii(docType),
  );

/** Each kind's signature, written out independently of the implementation. */
const SIGNATURES: Record<FileKind, Uint8Array> = {
  pdf: ascii('%PDF-'),
  doc: hex('d0 cf 11 e0 a1 b1 1a e1'),
  docx: concat(hex('50 4b 03 04'), new Uint8Array(26), ascii('word/document.xml')),
  webm: ebmlHeader('webm'),
  ogg: ascii('OggS'),
  mp4: concat(hex('00 00 00 20'), ascii('ftypM4A ')),
  jpeg: hex('ff d8 ff'),
};

const startsWith = (bytes: Uint8Array, prefix: Uint8Array) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);
const contains = (bytes: Uint8Array, needle: Uint8Array) =>
  bytes.some((_, i) => startsWith(bytes.subarray(i), needle));

/** Whether `bytes` carry the marks of `kind` (the invariant the sniffer must respect). */
function carriesSignature(kind: FileKind, bytes: Uint8Array, fileName?: string): boolean {
  switch (kind) {
    case 'docx':
      return (
        startsWith(bytes, hex('50 4b 03 04')) &&
        (contains(bytes, ascii('word/')) || /\.docx$/i.test(fileName ?? ''))
      );
    case 'webm':
      return startsWith(bytes, hex('1a 45 df a3')) && contains(bytes.subarray(0, 64), ascii('webm'));
    case 'mp4':
      return startsWith(bytes.subarray(4), ascii('ftyp'));
    default:
      return startsWith(bytes, SIGNATURES[kind]);
  }
}

const KINDS = Object.keys(SIGNATURES) as FileKind[];
const names = fc.constantFrom(undefined, 'cv.pdf', 'cv.doc', 'cv.docx', 'a.webm', 'x.png', 'noext');

describe('sniffFileKind', () => {
  it('never classifies bytes as a kind whose signature they do not carry', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), names, (bytes, name) => {
        const kind = sniffFileKind(bytes, name);
        return kind === null || carriesSignature(kind, bytes, name);
      }),
      { numRuns: 5_000 },
    );
  });

  it('never classifies random bytes that start like nothing known', () => {
    const unknownStart = fc
      .uint8Array({ minLength: 8, maxLength: 200 })
      .filter((b) => !KINDS.some((k) => carriesSignature(k, b, 'x.docx')));
    fc.assert(fc.property(unknownStart, names, (bytes, name) => sniffFileKind(bytes, name) === null));
  });

  it('recognises each signature followed by anything', () => {
    for (const kind of KINDS) {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 100 }), (tail) => {
          expect(sniffFileKind(concat(SIGNATURES[kind], tail))).toBe(kind);
        }),
        { numRuns: 200 },
      );
    }
  });

  it('misses a kind when any byte of its magic number is changed', () => {
    const magic: [FileKind, number][] = [
      ['pdf', 5],
      ['doc', 8],
      ['docx', 4],
      ['webm', 4],
      ['ogg', 4],
      ['jpeg', 3],
    ];
    for (const [kind, length] of magic) {
      for (let i = 0; i < length; i++) {
        const bytes = concat(SIGNATURES[kind], new Uint8Array(16));
        bytes[i] = bytes[i]! ^ 0x01;
        expect(sniffFileKind(bytes), `${kind} byte ${i}`).not.toBe(kind);
      }
    }
    const mp4 = concat(SIGNATURES.mp4);
    mp4[5] = 0x75; // 'fuyp'
    expect(sniffFileKind(mp4)).toBeNull();
  });

  it('tells WebM from other Matroska files by the DocType', () => {
    expect(sniffFileKind(concat(ebmlHeader('matroska'), new Uint8Array(40)))).toBeNull();
    expect(sniffFileKind(concat(ebmlHeader('webm'), new Uint8Array(40)))).toBe('webm');
  });

  it('accepts a ZIP without a word/ entry in its head only when the name ends in .docx', () => {
    const zip = concat(hex('50 4b 03 04'), new Uint8Array(26), ascii('[Content_Types].xml'));
    expect(sniffFileKind(zip, 'cv.docx')).toBe('docx');
    expect(sniffFileKind(zip, 'cv.zip')).toBeNull();
    expect(sniffFileKind(zip)).toBeNull();
  });

  it('refuses a PNG renamed .pdf and an mp4 box of impossible size', () => {
    expect(sniffFileKind(hex('89 50 4e 47 0d 0a 1a 0a 00 00 00 0d'), 'cv.pdf')).toBeNull();
    expect(sniffFileKind(concat(hex('00 00 00 04'), ascii('ftypisom')))).toBeNull();
  });
});

describe('sniffAllowedKind', () => {
  it('keeps only the allowed kinds', () => {
    expect(sniffAllowedKind(SIGNATURES.pdf, CV_KINDS)).toBe('pdf');
    expect(sniffAllowedKind(SIGNATURES.pdf, AUDIO_KINDS)).toBeNull();
    expect(sniffAllowedKind(SIGNATURES.jpeg, CV_KINDS)).toBeNull();
    for (const kind of ['webm', 'ogg', 'mp4'] as const) {
      expect(sniffAllowedKind(SIGNATURES[kind], AUDIO_KINDS)).toBe(kind);
      expect(sniffAllowedKind(SIGNATURES[kind], CV_KINDS)).toBeNull();
    }
  });
});
