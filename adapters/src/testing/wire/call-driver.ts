import { twilioSignature } from '../../telephony/twilio/twilio-signature.js';
import { africasTalkingLastRequest } from './africastalking-server.js';
import { parseCallXml, type XmlNode } from './call-xml.js';

/** What the candidate does when the call waits: keys to press (null: none), or a take, silence or hanging up. */
export interface CandidateScript {
  digits(prompt: string): string | null;
  record(prompt: string): Buffer | 'silence' | 'hangup';
}

/** Everything the fake carrier did and heard during one call. */
export interface DrivenCall {
  /** Every sentence said or played, in order ('play: URL' for audio). */
  heard: string[];
  /** Every callback posted to Sauti with its answer's status. */
  posts: { url: string; params: Record<string, string>; status: number; body: string }[];
  /** How the call ended. */
  end: 'hung-up-by-sauti' | 'hung-up-by-candidate';
}

/** The provider's side of one call: how it posts (and signs) a callback and makes a recording URL. */
export interface Carrier {
  kind: 'twilio' | 'africastalking';
  /** Fields every callback of this call carries. */
  base: Record<string, string>;
  /** Twilio's auth token, to sign each callback; none for Africa's Talking. */
  authToken?: string;
  addRecording(bytes: Buffer): string;
  /** Where the last notification goes (Twilio's StatusCallback; Africa's Talking's number URL). */
  finalUrl: string;
}

/** Posts one form-encoded callback as the provider would. */
export async function postCallback(carrier: Carrier, url: string, fields: Record<string, string>) {
  const params = { ...carrier.base, ...fields };
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (carrier.authToken) headers['x-twilio-signature'] = twilioSignature(carrier.authToken, url, params);
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: new URLSearchParams(params).toString(),
  });
  return { url, params, status: response.status, body: await response.text() };
}

/**
 * Walks a call the way the provider would: posts the first callback, follows the XML it gets
 * (Say, Play — fetching the audio —, Gather/GetDigits, Record, Redirect, Hangup), asks `script`
 * whenever the call waits for the candidate, and ends with the provider's last notification.
 */
export async function driveCall(
  carrier: Carrier,
  firstUrl: string,
  script: CandidateScript,
  firstFields: Record<string, string> = {},
): Promise<DrivenCall> {
  const call: DrivenCall = { heard: [], posts: [], end: 'hung-up-by-sauti' };
  const post = async (url: string, fields: Record<string, string>) => {
    const answer = await postCallback(carrier, url, fields);
    call.posts.push(answer);
    if (answer.status !== 200) throw new Error(`callback ${url} answered ${answer.status}: ${answer.body}`);
    return parseCallXml(answer.body);
  };
  let document: XmlNode | null = await post(firstUrl, firstFields);
  let steps = 0;
  while (document && steps++ < 200) document = await follow(document);
  await post(
    carrier.finalUrl,
    twilio()
      ? { CallStatus: 'completed', CallDuration: '95' }
      : africasTalkingLastRequest.answered(95, '9.5'),
  ).catch(() => undefined);
  return call;

  async function speak(nodes: XmlNode[]): Promise<string> {
    const said: string[] = [];
    for (const node of nodes) {
      if (node.name === 'Say') said.push(node.text);
      if (node.name === 'Play') {
        const url = node.attributes.url ?? node.text;
        const audio = await fetch(url);
        if (audio.status !== 200 || !(audio.headers.get('content-type') ?? '').startsWith('audio/')) {
          throw new Error(`Play ${url}: ${audio.status} ${audio.headers.get('content-type')}`);
        }
        said.push(`play: ${url}`);
      }
    }
    call.heard.push(...said);
    return said.join(' ');
  }

  /** Runs one document; returns the next one when a callback answered with XML, or null when the call ended. */
  async function follow(doc: XmlNode): Promise<XmlNode | null> {
    let prompt = '';
    for (const node of doc.children) {
      if (node.name === 'Say' || node.name === 'Play') prompt = await speak([node]);
      if (node.name === 'Gather' || node.name === 'GetDigits') {
        const asked = await speak(node.children);
        const digits = script.digits(asked);
        if (digits === null) continue; // no input: the provider moves on to the next element
        const url = node.attributes.action ?? node.attributes.callbackUrl!;
        return post(url, twilio() ? { Digits: digits } : { dtmfDigits: digits, isActive: '1' });
      }
      if (node.name === 'Record') {
        const asked = `${prompt} ${await speak(node.children)}`.trim();
        const take = script.record(asked);
        if (take === 'hangup') {
          call.end = 'hung-up-by-candidate';
          return null;
        }
        const url = node.attributes.action ?? node.attributes.callbackUrl!;
        if (take === 'silence') {
          if (twilio()) continue; // an empty recording: Twilio goes on to the next verb
          return post(url, { recordingUrl: '', isActive: '1' });
        }
        const recordingUrl = carrier.addRecording(take);
        return post(
          url,
          twilio()
            ? { RecordingUrl: recordingUrl, RecordingDuration: '12', Digits: '#' }
            : { recordingUrl, isActive: '1' },
        );
      }
      if (node.name === 'Redirect') return post(node.text.trim(), twilio() ? {} : { isActive: '1' });
      if (node.name === 'Hangup') return null;
    }
    return null;
  }

  function twilio() {
    return carrier.kind === 'twilio';
  }
}
