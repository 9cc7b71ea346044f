// Fault injection: latency and failures per endpoint, e.g. `add_to_cart:delay=0-300,error=http500,rate=0.1;*:delay=50`.
// Rules come from the server (SHOP_FAULTS / `faults` option), then the `shop_faults` cookie, then the
// `X-Shop-Faults` header; a later source replaces an earlier one's rule for the same endpoint name.
import type { IncomingMessage } from 'node:http';
import { emptyAjaxReply, htmlReply, jsonReply, textReply } from './http/reply.ts';
import type { Reply } from './http/reply.ts';

export const FAULT_ERRORS = ['http500', 'timeout', 'malformed', 'empty', 'html', 'login', 'shape', 'long'] as const;
export type FaultError = (typeof FAULT_ERRORS)[number];

export interface FaultRule {
  delayMin: number;
  delayMax: number;
  error: FaultError | null;
  rate: number;
}

export type FaultRules = Map<string, FaultRule>;

/** Longest a `timeout` fault keeps a request open when the client never gives up. */
const HANG_LIMIT_MS = 60_000;

function parseRule(options: string): FaultRule {
  const rule: FaultRule = { delayMin: 0, delayMax: 0, error: null, rate: 1 };
  for (const option of options.split(',')) {
    const [name = '', value = ''] = option.split('=').map((s) => s.trim());
    if (name === 'delay') {
      const [min = 0, max = min] = value.split('-').map(Number);
      rule.delayMin = Number.isFinite(min) ? min : 0;
      rule.delayMax = Number.isFinite(max) ? max : rule.delayMin;
    } else if (name === 'error' && (FAULT_ERRORS as readonly string[]).includes(value)) {
      rule.error = value as FaultError;
    } else if (name === 'rate') {
      const rate = Number(value);
      if (Number.isFinite(rate)) rule.rate = rate;
    }
  }
  return rule;
}

export function parseFaults(spec: string | undefined): FaultRules {
  const rules: FaultRules = new Map();
  for (const entry of (spec ?? '').split(';')) {
    const colon = entry.indexOf(':');
    if (colon < 1) continue;
    rules.set(entry.slice(0, colon).trim(), parseRule(entry.slice(colon + 1)));
  }
  return rules;
}

export function requestFaults(server: FaultRules, req: IncomingMessage, cookies: Record<string, string>): FaultRules {
  const header = req.headers['x-shop-faults'];
  return new Map([...server, ...parseFaults(cookies['shop_faults']), ...parseFaults(Array.isArray(header) ? header.join(';') : header)]);
}

function ruleFor(rules: FaultRules, endpoint: string): FaultRule | undefined {
  return rules.get(endpoint) ?? rules.get('*');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Hangs until the client aborts (or the limit passes), then yields nothing to write. */
function hang(req: IncomingMessage): Promise<null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      req.socket.destroy();
      resolve(null);
    }, HANG_LIMIT_MS);
    req.socket.once('close', () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
}

function errorPage(): Reply {
  return htmlReply(
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>WordPress &rsaquo; Error</title></head>' +
      '<body id="error-page"><div class="wp-die-message"><p>There has been a critical error on this website.</p></div></body></html>',
    500,
  );
}

/** What a lapsed session or a firewall in front of the shop answers: a whole page, status 200, no shop in it. */
function loginPage(): Reply {
  return htmlReply(
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Log In &lsaquo; Demo shop &#8212; WordPress</title></head>' +
      '<body class="login wp-core-ui"><div id="login"><form name="loginform" id="loginform" action="/wp-login.php" method="post">' +
      '<p><label for="user_login">Username or Email Address</label><input type="text" name="log" id="user_login"></p>' +
      '<p><label for="user_pass">Password</label><input type="password" name="pwd" id="user_pass"></p>' +
      '<p class="submit"><input type="submit" name="wp-submit" id="wp-submit" value="Log In"></p></form></div></body></html>',
  );
}

/** Valid JSON, status 200, of no shape any endpoint answers: what a plugin filtering the answer may leave. */
const WRONG_SHAPE = { unexpected: [1, 2], fragments: 42, success: 'maybe', data: null };

/** A `long` fault pads every string of a JSON answer to this many characters (a 16 KB product name). */
const LONG_STRING = 16 * 1024;

function lengthened(value: unknown): unknown {
  if (typeof value === 'string') return value.padEnd(LONG_STRING, 'A');
  if (Array.isArray(value)) return value.map(lengthened);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, lengthened(item)]));
  return value;
}

/** The real answer with its strings made 16 KB long; a body that is not JSON (a page, HTML) is left as it is. */
function withLongStrings(reply: Reply): Reply {
  try {
    return { ...jsonReply(lengthened(JSON.parse(reply.body.toString())), reply.status), cookies: reply.cookies };
  } catch {
    return reply;
  }
}

/**
 * Runs a handler under the endpoint's fault rule. Failures that stand for "the server never got to it"
 * (http500, html, login, empty, shape, timeout) skip the handler; `malformed` runs it and truncates what it wrote,
 * `long` runs it and pads its JSON strings.
 * Resolves to null when nothing must be written (timeout).
 */
export async function withFaults(
  rules: FaultRules,
  endpoint: string | undefined,
  req: IncomingMessage,
  handler: () => Reply | Promise<Reply>,
): Promise<Reply | null> {
  const rule = endpoint ? ruleFor(rules, endpoint) : undefined;
  if (!rule) return handler();
  if (rule.delayMax > 0) await sleep(rule.delayMin + Math.random() * (rule.delayMax - rule.delayMin));
  const fails = rule.error !== null && Math.random() < rule.rate;
  if (!fails) return handler();
  switch (rule.error) {
    case 'timeout':
      return hang(req);
    case 'http500':
      return textReply('Internal Server Error', 500);
    case 'html':
      return errorPage();
    case 'login':
      return loginPage();
    case 'empty':
      return emptyAjaxReply();
    case 'shape':
      return jsonReply(WRONG_SHAPE);
    case 'long':
      return withLongStrings(await handler());
    default: {
      const reply = await handler();
      const body = reply.body.toString();
      return { ...reply, body: body.slice(0, Math.max(1, Math.floor(body.length / 2))) };
    }
  }
}
