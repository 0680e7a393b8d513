/** A minimal RFC 822 / MIME reader for tests: top-level headers and the decoded leaf parts. */
export interface ParsedMail {
  headers: Map<string, string>;
  parts: { contentType: string; body: string }[];
}

/** Parses a message; multipart bodies are split on their boundary (recursively). */
export function parseEml(raw: string): ParsedMail {
  const { headers, body } = splitHeaders(raw);
  return { headers, parts: leafParts(headers, body) };
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const text = raw.replace(/\r\n/g, '\n');
  const end = text.indexOf('\n\n');
  const head = end < 0 ? text : text.slice(0, end);
  const headers = new Map<string, string>();
  // Folded header lines start with whitespace and continue the previous header.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? '' : text.slice(end + 2) };
}

function leafParts(headers: Map<string, string>, body: string): ParsedMail['parts'] {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    return sections
      .filter((s) => !s.startsWith('--'))
      .flatMap((section) => {
        const part = splitHeaders(section.replace(/^\n/, ''));
        return leafParts(part.headers, part.body);
      });
  }
  return [{ contentType: contentType.split(';')[0]!.trim().toLowerCase(), body: decode(headers, body) }];
}

function decode(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
