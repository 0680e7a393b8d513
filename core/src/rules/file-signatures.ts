/**
 * Upload types decided by content ("magic numbers" in the first bytes), never by the file name or
 * the browser's declared type alone, which any client can set to anything.
 */
export type FileKind = 'pdf' | 'doc' | 'docx' | 'webm' | 'ogg' | 'mp4' | 'jpeg';

/** How many leading bytes the sniffer looks at; callers read at least this much when they can. */
export const SNIFF_BYTES = 64 * 1024;

/** Kinds a CV may be (docs/behaviour/interview.md §5.4: pdf, doc, docx). */
export const CV_KINDS: readonly FileKind[] = ['pdf', 'doc', 'docx'];
/** Kinds an answer or warm-up recording may be: MediaRecorder's webm/opus, Firefox's ogg, Safari's mp4. */
export const AUDIO_KINDS: readonly FileKind[] = ['webm', 'ogg', 'mp4'];

/** The extension a stored file of each kind gets. */
export const EXTENSION_BY_KIND: Record<FileKind, string> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  webm: 'webm',
  ogg: 'ogg',
  mp4: 'm4a',
  jpeg: 'jpg',
};

/** The content type a stored audio file is served with. */
export const AUDIO_CONTENT_TYPE: Record<'webm' | 'ogg' | 'mp4', string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  mp4: 'audio/mp4',
};

/** The content type of each document or image kind. */
export const CONTENT_TYPE_BY_KIND: Record<FileKind, string> = {
  ...AUDIO_CONTENT_TYPE,
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
};

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // OLE2 compound file (Word 97-2003)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4, a ZIP local file header
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const OGG = [0x4f, 0x67, 0x67, 0x53]; // OggS
const FTYP = [0x66, 0x74, 0x79, 0x70]; // 'ftyp' box type at offset 4
const JPEG = [0xff, 0xd8, 0xff];
const WORD_DIR = [0x77, 0x6f, 0x72, 0x64, 0x2f]; // 'word/'
const WEBM = [0x77, 0x65, 0x62, 0x6d]; // 'webm'

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((b, i) => bytes[at + i] === b);
}

function indexOf(bytes: Uint8Array, needle: readonly number[], from = 0): number {
  for (let i = from; i + needle.length <= bytes.length; i++) if (startsWith(bytes, needle, i)) return i;
  return -1;
}

/**
 * True for an EBML header whose DocType element (id 0x4282) says `webm`. Matroska files share the
 * EBML magic, so the magic alone is not enough. The header is tiny; looking at its first 64 bytes
 * suffices.
 */
function isWebm(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, EBML)) return false;
  const header = bytes.subarray(0, 64);
  for (let at = indexOf(header, [0x42, 0x82], 4); at >= 0; at = indexOf(header, [0x42, 0x82], at + 1)) {
    const sizeByte = header[at + 2];
    if (sizeByte === undefined || sizeByte === 0) continue;
    const sizeLength = Math.clz32(sizeByte) - 23; // EBML variable-length integer: leading zeros + 1
    let size = sizeByte & (0xff >> sizeLength);
    for (let i = 1; i < sizeLength; i++) size = size * 256 + (header[at + 2 + i] ?? 0);
    const start = at + 2 + sizeLength;
    if (size === WEBM.length && startsWith(header, WEBM, start)) return true;
  }
  return false;
}

/** An ISO base media file (mp4, m4a): a first box of type 'ftyp' with a plausible size. */
function isMp4(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, FTYP, 4)) return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  return boxSize >= 8;
}

/**
 * A .docx is a ZIP whose parts include `word/…`. Its first entries ([Content_Types].xml, _rels)
 * are small, so a local file header naming `word/` shows up in the first kilobytes; when it does
 * not (an unusual writer), a ZIP whose name ends in .docx is accepted as well: the type check
 * stops other files (images, executables, PDFs renamed), and a ZIP is only stored, never opened.
 */
function isDocx(bytes: Uint8Array, fileName: string | undefined): boolean {
  if (!startsWith(bytes, ZIP)) return false;
  if (indexOf(bytes, WORD_DIR) >= 0) return true;
  return fileName !== undefined && /\.docx$/i.test(fileName);
}

/**
 * The kind of a file from its first bytes (give at least SNIFF_BYTES when the file is that big),
 * or null when it is none of the accepted kinds. `fileName` only matters for the .docx rule.
 */
export function sniffFileKind(head: Uint8Array, fileName?: string): FileKind | null {
  if (startsWith(head, PDF)) return 'pdf';
  if (startsWith(head, OLE)) return 'doc';
  if (isDocx(head, fileName)) return 'docx';
  if (isWebm(head)) return 'webm';
  if (startsWith(head, OGG)) return 'ogg';
  if (isMp4(head)) return 'mp4';
  if (startsWith(head, JPEG)) return 'jpeg';
  return null;
}

/** The kind of `head` if it is one of `allowed`, else null. */
export function sniffAllowedKind(
  head: Uint8Array,
  allowed: readonly FileKind[],
  fileName?: string,
): FileKind | null {
  const kind = sniffFileKind(head, fileName);
  return kind !== null && allowed.includes(kind) ? kind : null;
}
