/** One element of a call's XML (TwiML or Africa's Talking): its name, attributes, text and children. */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Reads the small XML a voice provider receives (elements, attributes, text; no comments, CDATA
 * or namespaces): enough for the fake carriers to follow what Sauti tells them. Throws on
 * anything malformed, as a provider would refuse it.
 */
export function parseCallXml(xml: string): XmlNode {
  const body = xml.replace(/^<\?xml[^>]*\?>/, '').trim();
  const root: XmlNode = { name: '#document', attributes: {}, text: '', children: [] };
  const stack: XmlNode[] = [root];
  const token = /<\/([A-Za-z]+)>|<([A-Za-z]+)((?:\s+[A-Za-z]+="[^"]*")*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let at = 0;
  while (at < body.length && (match = token.exec(body))) {
    at = token.lastIndex;
    const top = stack[stack.length - 1]!;
    if (match[1]) {
      if (top.name !== match[1]) throw new Error(`unexpected </${match[1]}> in <${top.name}>`);
      stack.pop();
    } else if (match[2]) {
      const attributes: Record<string, string> = {};
      for (const a of (match[3] ?? '').matchAll(/([A-Za-z]+)="([^"]*)"/g)) attributes[a[1]!] = decode(a[2]!);
      const node: XmlNode = { name: match[2], attributes, text: '', children: [] };
      top.children.push(node);
      if (!match[4]) stack.push(node);
    } else if (match[5]) {
      top.text += decode(match[5]);
    }
  }
  if (at !== body.length || stack.length !== 1) throw new Error(`malformed call XML: ${xml.slice(0, 200)}`);
  const response = root.children[0];
  if (!response || response.name !== 'Response' || root.children.length !== 1)
    throw new Error('expected one <Response>');
  return response;
}
