import type { PGlite } from '@electric-sql/pglite';

/** One queued frontend message of pglite-socket's query queue (its internal shape, 0.2.17). */
interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve(bytes: number): void;
  reject(error: unknown): void;
  onData(data: Uint8Array): void;
}

/** The part of pglite-socket's internal QueryQueueManager this module replaces. */
interface QueryQueue {
  db: PGlite;
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

/**
 * True when `message` ends a client's exchange: Sync, a simple Query, Terminate, a password or
 * SASL answer, the end or failure of a COPY, or a startup packet (no type byte: its length's first
 * byte is 0). Parse, Bind, Describe, Execute, Close and Flush leave the exchange open.
 */
export function endsExchange(message: Uint8Array): boolean {
  const type = message[0];
  if (type === undefined || type === 0) return true;
  return 'SQXpcf'.includes(String.fromCharCode(type));
}

/**
 * pglite-socket runs the messages of all its connections through one queue, one MESSAGE at a
 * time. Outside a transaction it takes them in arrival order, so another connection's messages
 * can land between one query's Parse and its Bind: the Bind then meets the other connection's
 * unnamed statement (a wrong query, or "bind message supplies 1 parameters, but prepared statement
 * requires 2") or none at all after a simple query ("unnamed prepared statement does not exist").
 * That is what lost a transcription job when the queue's pool enqueued while the ORM ran a
 * transaction. This keeps each connection's exchange (up to its Sync or simple query) together,
 * and keeps the transaction rule. It also survives a failed message, where the original stopped
 * processing the queue for good.
 */
export function serialiseClientExchanges(server: object): void {
  const queue = (server as { queryQueue?: QueryQueue }).queryQueue;
  if (!queue || !Array.isArray(queue.queue) || typeof queue.processQueue !== 'function') {
    throw new Error(
      'pglite-socket changed: its query queue is not where serialiseClientExchanges expects it',
    );
  }
  let owner: number | null = null; // the connection whose exchange is open
  queue.processQueue = async function processQueue(this: QueryQueue) {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const holder = owner ?? (this.db.isInTransaction() ? this.lastHandlerId : null);
        const index = holder === null ? 0 : this.queue.findIndex((m) => m.handlerId === holder);
        if (index === -1) break; // the holder's next message has not arrived yet
        const [item] = this.queue.splice(index, 1);
        if (!item) break;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          owner = null;
          item.reject(error);
          continue;
        }
        owner = endsExchange(item.message) ? null : item.handlerId;
        this.lastHandlerId = item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };
  const clear = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId: number) => {
    clear(handlerId);
    if (owner === handlerId) {
      // The connection went away mid-exchange: let the others go on.
      owner = null;
      void queue.processQueue();
    }
  };
}
