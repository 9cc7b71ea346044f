// Request body parsing into URLSearchParams: url-encoded forms and multipart forms (file parts keep the filename).
import type { IncomingMessage } from 'node:http';

const MAX_BODY = 5 * 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function parseMultipart(body: Buffer, boundary: string): URLSearchParams {
  const fields = new URLSearchParams();
  const parts = body.toString('latin1').split(`--${boundary}`);
  for (const part of parts.slice(1, -1)) {
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) continue;
    const headers = part.slice(0, headerEnd);
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    if (name === undefined) continue;
    const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
    const raw = part.slice(headerEnd + 4, part.length - 2);
    const value = filename ?? Buffer.from(raw, 'latin1').toString('utf8');
    fields.append(Buffer.from(name, 'latin1').toString('utf8'), value);
  }
  return fields;
}

export function parseForm(contentType: string | undefined, body: Buffer): URLSearchParams {
  const boundary = /multipart\/form-data;.*boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  if (boundary) return parseMultipart(body, boundary[1] ?? boundary[2] ?? '');
  return new URLSearchParams(body.toString('utf8'));
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 1) continue;
    const name = pair.slice(0, eq).trim();
    try {
      cookies[name] = decodeURIComponent(pair.slice(eq + 1).trim());
    } catch {
      cookies[name] = pair.slice(eq + 1).trim();
    }
  }
  return cookies;
}
