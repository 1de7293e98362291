// Sends a report to a Sentry-compatible service as an envelope (the store protocol, version 7):
// a header line, an item header and the event. Loaded only when the page carries a DSN, so the
// first screen pays nothing for it; small enough not to need an SDK.
import type { ClientReport } from './filter';

export interface DSN {
  origin: string;
  publicKey: string;
  /** Folder before the project id, '' or like '/sentry'. */
  path: string;
  projectId: string;
}

/** Reads https://<public key>@<host>[:port]/[<path>/]<project id>; null when it is not one. */
export function parseDSN(dsn: string): DSN | null {
  let u: URL;
  try {
    u = new URL(dsn);
  } catch {
    return null;
  }
  const cut = u.pathname.lastIndexOf('/');
  const projectId = u.pathname.slice(cut + 1);
  if (!u.username || !/^\d+$/.test(projectId) || (u.protocol !== 'https:' && u.protocol !== 'http:'))
    return null;
  return { origin: u.origin, publicKey: u.username, path: u.pathname.slice(0, cut), projectId };
}

/** Where envelopes go: the key rides in the query, so the POST needs no preflight. */
export function envelopeURL(d: DSN): string {
  return `${d.origin}${d.path}/api/${d.projectId}/envelope/?sentry_key=${encodeURIComponent(d.publicKey)}&sentry_version=7`;
}

export interface StackFrame {
  function?: string;
  filename: string;
  lineno: number;
  colno: number;
  in_app: boolean;
}

// Chrome and Edge: "    at fn (url:1:2)" or "    at url:1:2"; Firefox and Safari: "fn@url:1:2".
const V8_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/;
const GECKO_FRAME = /^\s*(.*?)@(.+?):(\d+):(\d+)$/;

/** The frames of error.stack, oldest call first as Sentry wants them. */
export function parseStack(stack: string | undefined, pageOrigin: string): StackFrame[] {
  const frames: StackFrame[] = [];
  for (const line of (stack ?? '').split('\n')) {
    const m = V8_FRAME.exec(line) ?? GECKO_FRAME.exec(line);
    if (!m) continue;
    const [, fn, filename = '', lineno, colno] = m;
    frames.push({
      ...(fn ? { function: fn } : {}),
      filename,
      lineno: Number(lineno),
      colno: Number(colno),
      in_app: filename.startsWith(pageOrigin),
    });
  }
  return frames.reverse();
}

/** 32 hex digits, as Sentry's event ids are (randomUUID needs a secure context; this does not). */
function eventId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The envelope of one report (pure but for the given id and time: tested by table). */
export function buildEnvelope(dsn: string, r: ClientReport, id: string, now: Date): string {
  const page = new URL(r.pageUrl);
  const frames = parseStack(r.stack, page.origin);
  const event = {
    event_id: id,
    timestamp: now.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    exception: {
      values: [
        {
          type: r.name,
          value: r.message,
          ...(frames.length > 0 ? { stacktrace: { frames } } : {}),
          // Uncaught errors and rejections reached the window; the rest were caught by the code.
          mechanism: { type: r.kind, handled: r.kind !== 'error' && r.kind !== 'rejection' },
        },
      ],
    },
    request: { url: r.pageUrl, headers: { 'User-Agent': navigator.userAgent } },
    tags: { kind: r.kind, ...r.tags, ...(r.http ? { 'http.status': String(r.http.status) } : {}) },
    ...(r.http
      ? {
          extra: {
            http: {
              url: r.http.url,
              method: r.http.method,
              status: r.http.status,
              request_body: r.http.requestBody,
              response_body: r.http.responseBody,
            },
          },
        }
      : {}),
  };
  const header = { event_id: id, sent_at: now.toISOString(), dsn };
  return [JSON.stringify(header), JSON.stringify({ type: 'event' }), JSON.stringify(event)].join('\n') + '\n';
}

export async function sendToSentry(dsn: string, r: ClientReport): Promise<void> {
  const d = parseDSN(dsn);
  if (!d) return;
  // text/plain: a simple request, which the browser sends without asking the service first.
  await fetch(envelopeURL(d), {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    body: buildEnvelope(dsn, r, eventId(), new Date()),
  });
}
