/** How one PATCH request ends: cut after `atByte` bytes, or answered by the server but the answer lost. */
export interface CutPlan {
  atByte: number;
  /** Whether the bytes that arrived before the cut are kept (a server streaming to disk keeps them). */
  serverKeeps: boolean;
  /** The server received and processed the whole piece; only its answer never reached the client. */
  answerLost: boolean;
}

interface StoredUpload {
  size: number;
  pieces: Uint8Array[];
  length: number;
  expired: boolean;
}

function append(upload: StoredUpload, bytes: Uint8Array): void {
  upload.pieces.push(bytes);
  upload.length += bytes.length;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * An in-memory tus server behind a `fetch`, for the client's tests: creation, HEAD and PATCH with
 * the offset rules of the protocol, a hand-over counted when a PATCH completes the file, and
 * connections cut as `cuts` says (one plan per PATCH, in order).
 */
export function fakeTusServer(cuts: CutPlan[] = [], refuseCreation?: { status: number; body: unknown }) {
  const uploads = new Map<string, StoredUpload>();
  const handovers: number[] = [];
  const patchSizes: number[] = [];
  const plans = [...cuts];
  let created = 0;
  let heads = 0;
  let drops = 0;
  let bodyBytes = 0;
  let lastUrl: string | null = null;

  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const headers = new Headers(init.headers);
    if (init.method === 'POST') {
      if (refuseCreation) return json(refuseCreation.status, refuseCreation.body);
      created += 1;
      lastUrl = `/api/uploads/${created}`;
      uploads.set(lastUrl, {
        size: Number(headers.get('Upload-Length')),
        pieces: [],
        length: 0,
        expired: false,
      });
      return new Response(null, { status: 201, headers: { Location: lastUrl } });
    }
    const upload = uploads.get(url);
    if (!upload || upload.expired) return json(404, { error: 'NOT_FOUND', message: 'Upload not found' });
    if (init.method === 'HEAD') {
      heads += 1;
      return new Response(null, { status: 200, headers: { 'Upload-Offset': String(upload.length) } });
    }
    if (Number(headers.get('Upload-Offset')) !== upload.length) {
      return json(409, { error: 'CONFLICT', message: 'Upload-Offset does not match' });
    }
    const body = new Uint8Array(await (init.body as Blob).arrayBuffer());
    patchSizes.push(body.length);
    const plan = plans.shift();
    if (plan && !plan.answerLost) {
      const arrived = Math.min(plan.atByte, body.length);
      if (plan.serverKeeps) append(upload, body.subarray(0, arrived));
      bodyBytes += arrived;
      drops += 1;
      throw new TypeError('Failed to fetch');
    }
    append(upload, body);
    bodyBytes += body.length;
    if (upload.length === upload.size) handovers.push(upload.length);
    if (plan?.answerLost) {
      drops += 1;
      throw new TypeError('Failed to fetch');
    }
    return new Response(null, { status: 204, headers: { 'Upload-Offset': String(upload.length) } });
  };

  return {
    fetch: fetchImpl as typeof fetch,
    /** The bytes of the finished upload (the last one created). */
    finished: () => {
      const upload = uploads.get(lastUrl ?? '');
      const all = new Uint8Array(upload?.length ?? 0);
      let at = 0;
      for (const piece of upload?.pieces ?? []) {
        all.set(piece, at);
        at += piece.length;
      }
      return all;
    },
    handovers: () => [...handovers],
    patchSizes: () => [...patchSizes],
    created: () => created,
    heads: () => heads,
    drops: () => drops,
    /** Bytes of PATCH bodies that reached the server, counting pieces sent more than once. */
    bodyBytes: () => bodyBytes,
    lastUrl: () => lastUrl,
    expire: (url: string) => {
      const upload = uploads.get(url);
      if (upload) upload.expired = true;
    },
  };
}
