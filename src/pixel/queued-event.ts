/** An event in the pixel's queue: what the durable queue (delivery.ts) keeps and live sending (sending.ts) sends. */
export interface QueuedEvent {
  /** The `event_id` inside `body`. */
  id: string;
  url: string;
  /** The JSON text sent as is, so a retry repeats the very same bytes. */
  body: string;
}

/** A queue entry as stored: the page that owns it (none once its page left) and when it was queued. */
export interface StoredEvent extends QueuedEvent {
  owner?: string;
  at?: number;
}

/** Told what became of one event: nothing once delivered or handed to the browser, the error when refused for good. */
export type Settled = (error?: Error) => void;
