/**
 * The file format of word-vectors.bin: "SVEC", a format byte (1), the dimensions (uint16), the
 * word count (uint32), the words' UTF-8 length (uint32) and the words joined by newlines; then per
 * word its scale (float32) and its unit vector as signed bytes (value = byte × scale). Little-endian.
 */
const MAGIC = 'SVEC';
const FORMAT = 1;

/** Writes words and their vectors (any length: each is scaled to unit length first). */
export function encodeWordVectors(
  words: readonly string[],
  vectors: readonly number[][],
  dimensions: number,
): Buffer {
  const text = Buffer.from(words.join('\n'), 'utf8');
  const head = Buffer.alloc(4 + 1 + 2 + 4 + 4);
  head.write(MAGIC, 0, 'latin1');
  head.writeUInt8(FORMAT, 4);
  head.writeUInt16LE(dimensions, 5);
  head.writeUInt32LE(words.length, 7);
  head.writeUInt32LE(text.length, 11);
  const body = Buffer.alloc(words.length * (4 + dimensions));
  vectors.forEach((vector, i) => {
    const norm = Math.hypot(...vector) || 1;
    const unit = vector.map((x) => x / norm);
    const scale = Math.max(...unit.map(Math.abs)) / 127 || 1;
    const at = i * (4 + dimensions);
    body.writeFloatLE(scale, at);
    unit.forEach((x, d) => body.writeInt8(Math.round(x / scale), at + 4 + d));
  });
  return Buffer.concat([head, text, body]);
}

/** The words and their unit vectors (dequantised, then scaled to unit length again) of a file. */
export function decodeWordVectors(bytes: Uint8Array): {
  dimensions: number;
  words: string[];
  vectors: Float32Array;
} {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const magic = String.fromCharCode(...bytes.subarray(0, 4));
  if (magic !== MAGIC || view.getUint8(4) !== FORMAT) throw new Error('word-vectors: not a word-vector file');
  const dimensions = view.getUint16(5, true);
  const count = view.getUint32(7, true);
  const textLength = view.getUint32(11, true);
  const words = new TextDecoder().decode(bytes.subarray(15, 15 + textLength)).split('\n');
  if (words.length !== count) throw new Error('word-vectors: word count does not match');
  const vectors = new Float32Array(count * dimensions);
  let at = 15 + textLength;
  for (let i = 0; i < count; i += 1) {
    const scale = view.getFloat32(at, true);
    let norm = 0;
    for (let d = 0; d < dimensions; d += 1) {
      const x = view.getInt8(at + 4 + d) * scale;
      vectors[i * dimensions + d] = x;
      norm += x * x;
    }
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < dimensions; d += 1) vectors[i * dimensions + d]! /= norm;
    at += 4 + dimensions;
  }
  return { dimensions, words, vectors };
}
