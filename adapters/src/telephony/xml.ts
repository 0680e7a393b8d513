/** Text or an attribute value made safe for XML: an employer's job title is spoken in the call's XML. */
export function xmlEscape(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Characters XML 1.0 cannot carry at all (C0 controls but tab and line ends).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ' ')
  );
}

/** An element with attributes (undefined ones left out) and optional inner XML. */
export function element(
  name: string,
  attributes: Record<string, string | number | boolean | undefined>,
  inner?: string,
): string {
  const attrs = Object.entries(attributes)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${xmlEscape(String(v))}"`)
    .join('');
  return inner === undefined ? `<${name}${attrs}/>` : `<${name}${attrs}>${inner}</${name}>`;
}

/** The whole document. */
export function responseDocument(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${body}</Response>`;
}
