import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_MESSAGES } from '@sauti/core/contract/cv';
import { intake, pdfBytes, webmBytes } from '@sauti/http/sessions/interview-fixtures';
import { formOf, HttpCaller } from './http-caller.js';
import { refusalProblem } from './leak-check.js';
import { startSecurityWorld, type SecurityWorld } from './security-world.js';

let world: SecurityWorld;
beforeAll(async () => {
  world = await startSecurityWorld();
});
afterAll(() => world?.server.stop());

/** The start of a Windows executable (an "MZ" header), with a DOS stub after it. */
const exeBytes = () =>
  Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00'),
    Buffer.from('This program cannot be run in DOS mode.'),
  ]);
/** A ZIP that is no Word document (no word/ part), as a renamed archive would be. */
const zipBytes = () =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('mimetypeapplication/epub+zip')]);

async function intakeWithCv(bytes: Uint8Array, name: string, type: string) {
  const candidate = new HttpCaller('cv', world.server.url);
  const res = await candidate.request('POST', '/api/sessions', {
    form: formOf({ ...intake, jobId: world.jobId }, { cv: [bytes, name, type] }),
  });
  return { candidate, res };
}

describe('uploads are judged by content, not by name or declared type', () => {
  it('accepts a PDF named .docx (an allowed extension, an allowed content) and serves it as the PDF it is', async () => {
    const { candidate, res } = await intakeWithCv(
      pdfBytes(300),
      'resume.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.status).toBe(201);
    const cv = await candidate.request('GET', `/download/cv/${res.body.id}`);
    expect(cv.status).toBe(200);
    expect(cv.headers.get('content-type')).toBe('application/pdf');
    expect(cv.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses an executable or a foreign archive named .pdf/.docx with 415 and the spec message, storing nothing', async () => {
    for (const [bytes, name, type] of [
      [exeBytes(), 'cv.pdf', 'application/pdf'],
      [exeBytes(), 'cv.docx', 'application/octet-stream'],
      [zipBytes(), 'cv.pdf', 'application/pdf'],
      [Buffer.from('<html><script>alert(1)</script>'), 'cv.doc', 'application/msword'],
    ] as const) {
      const { res } = await intakeWithCv(bytes, name, type);
      expect(res.status, name).toBe(415);
      expect(res.body).toEqual({ error: 'UNSUPPORTED_MEDIA_TYPE', message: CV_MESSAGES.type });
    }
  });

  // The server stores by content (core/src/rules/file-signatures.ts); the spec's extension rule
  // (docs/behaviour/interview.md §5.4) is the intake form's. What matters here: a misleading name never decides how
  // the file is stored or served.
  it('stores a real PDF named .exe as the PDF it is: served as application/pdf, never with the .exe name', async () => {
    const { candidate, res } = await intakeWithCv(pdfBytes(300), 'cv.exe', 'application/x-msdownload');
    expect(res.status).toBe(201);
    const cv = await candidate.request('GET', `/download/cv/${res.body.id}`);
    expect(cv.headers.get('content-type')).toBe('application/pdf');
    expect(cv.headers.get('content-disposition') ?? '').not.toMatch(/\.exe/i);
    expect(cv.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses an executable named .webm as an answer and as a verification video with 415', async () => {
    const candidate = world.callers.candidate;
    const answer = await candidate.request('POST', '/api/responses', {
      form: formOf(
        { sessionId: world.sessionId, questionIndex: '1', questionText: 'Q' },
        { audio: [exeBytes(), 'answer.webm', 'audio/webm'] },
      ),
    });
    expect(answer.status).toBe(415);
    const video = await candidate.request('POST', '/api/verification/upload', {
      form: formOf(
        { sessionId: world.verifiedSessionId },
        { video: [exeBytes(), 'clip.webm', 'video/webm'] },
      ),
    });
    expect(video.status).toBe(415);
    const photo = await candidate.request('POST', '/api/verification/photo-upload', {
      form: formOf({ sessionId: world.verifiedSessionId }, { photo: [exeBytes(), 'me.jpg', 'image/jpeg'] }),
    });
    expect(photo.status).toBe(415);
  });
});

/** Paths that try to leave the media store, encoded every way a client can. */
function traversals(prefix: string, sessionId: string): string[] {
  return [
    `${prefix}/..%2f..%2fetc%2fpasswd`,
    `${prefix}/..%252f..%252fetc%252fpasswd`,
    `${prefix}/%252e%252e%252f%252e%252e%252fetc%252fpasswd`,
    `${prefix}/%2e%2e/%2e%2e/%2e%2e/etc/passwd`,
    `${prefix}/..%5c..%5c..%5cetc%5cpasswd`,
    `${prefix}/${sessionId}/..%5c..%5c..%5cpackage.json`,
    `${prefix}/${sessionId}/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd`,
    `${prefix}/${sessionId}/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json`,
    `${prefix}/%2fetc%2fpasswd`,
    `${prefix}//etc/passwd`,
    `${prefix}/C:%5cWindows%5cwin.ini`,
    `${prefix}/${sessionId}%00/../../etc/passwd`,
    `${prefix}/..%c0%af..%c0%afetc%c0%afpasswd`,
    `${prefix}/${'..%2f'.repeat(40)}etc%2fpasswd`,
    `${prefix}/%E0%A4%A`,
  ];
}

describe('media routes refuse traversal', () => {
  it('answers 400 or 404 as JSON and never a file, to the candidate and to HR alike', async () => {
    const attempts = [
      ...traversals('/api/audio', world.sessionId),
      ...traversals('/api/verification', world.verifiedSessionId),
      '/download/cv/..%2f..%2fetc%2fpasswd',
      '/download/cv/%2e%2e%2f%2e%2e%2fpackage.json',
      `/download/cv/${world.sessionId}%2f..%2f..%2fpackage.json`,
    ];
    for (const path of attempts) {
      for (const caller of [world.callers.candidate, world.callers.hr]) {
        const res = await caller.request('GET', path);
        expect([400, 404], `${path} as ${caller.name}`).toContain(res.status);
        expect(refusalProblem(res), path).toBeNull();
        expect(res.text).not.toMatch(/root:.*:0:0:|"workspaces"|\[fonts\]/);
      }
    }
  });

  it('still serves the real files on the same routes (the refusals above are not blanket 404s)', async () => {
    const audio = await world.callers.candidate.request('GET', `/api/audio/${world.audioPath}`);
    expect(audio.status).toBe(200);
    const video = await world.callers.hr.request(
      'GET',
      `/api/verification/${await world.verificationPath()}`,
    );
    expect(video.status).toBe(200);
    expect((await world.callers.hr.request('GET', `/download/cv/${world.sessionId}`)).status).toBe(200);
    expect(webmBytes().subarray(0, 4)).toEqual(audio.bytes.subarray(0, 4));
  });
});
