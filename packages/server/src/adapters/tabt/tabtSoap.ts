import { XMLParser } from 'fast-xml-parser';

/*
 * SOAP 1.1 document/literal over fetch, envelopes written by hand: the WSDL is never read at run time
 * (no start-up call, nothing to go stale). See shared/tabt/README.md for the rules followed here.
 */

export const TABT_NAMESPACE = 'http://api.frenoy.net/TabTAPI';
const SOAP_ENV = 'http://schemas.xmlsoap.org/soap/envelope/';

/** These body elements take no 'Request' suffix; every other operation's does. */
const NO_REQUEST_SUFFIX = new Set(['GetClubs', 'GetDivisions', 'GetTournaments', 'GetMatchSystems']);

/** Elements that may repeat: always lists, also when one or none arrives. */
const REPEATABLE = new Set([
  'MemberEntries',
  'ResultEntries',
  'RankingPointsEntries',
  'TeamMatchesEntries',
  'Players',
  'IndividualMatchResults',
  'TeamEntries',
  'RankingEntries',
  'SeasonEntries',
  'ClubEntries',
  'DivisionEntries',
]);

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  // WeekName '01' and MatchId 'PBBWH01/021' stay text; the schemas decide what is a number.
  parseTagValue: false,
  isArray: (name) => REPEATABLE.has(name),
});

export type SoapValue = string | number | boolean | undefined;
export type SoapRequest = Record<string, SoapValue>;

export interface SoapTarget {
  url: string;
  account?: string;
  password?: string;
  timeoutMs: number;
}

/** Why a call failed: the site said no (fault, 34 = quota), or it could not be reached or understood. */
export class TabtCallError extends Error {
  constructor(
    readonly kind: 'fault' | 'unreachable',
    message: string,
    readonly faultCode?: number,
  ) {
    super(message);
  }
  get isQuota(): boolean {
    return this.kind === 'fault' && this.faultCode === QUOTA_FAULT;
  }
}

export const QUOTA_FAULT = 34;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function bodyElement(operation: string): string {
  return NO_REQUEST_SUFFIX.has(operation) ? operation : `${operation}Request`;
}

/** The envelope for one call; fields in the order given (the WSDL's order), Credentials first. */
export function soapEnvelope(operation: string, request: SoapRequest, credentials?: { account: string; password: string }): string {
  const field = (name: string, value: string) => `<ns1:${name}>${escapeXml(value)}</ns1:${name}>`;
  const parts: string[] = [];
  if (credentials) {
    parts.push(`<ns1:Credentials>${field('Account', credentials.account)}${field('Password', credentials.password)}</ns1:Credentials>`);
  }
  for (const [name, value] of Object.entries(request)) {
    if (value === undefined) continue;
    parts.push(field(name, typeof value === 'boolean' ? (value ? 'true' : 'false') : String(value)));
  }
  const element = bodyElement(operation);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<SOAP-ENV:Envelope xmlns:SOAP-ENV="${SOAP_ENV}" xmlns:ns1="${TABT_NAMESPACE}">` +
    `<SOAP-ENV:Body><ns1:${element}>${parts.join('')}</ns1:${element}></SOAP-ENV:Body></SOAP-ENV:Envelope>`
  );
}

/** What the parser gives for an envelope: only the parts read here are named; the answer is checked by zod later. */
interface SoapDocument {
  Envelope?: { Body?: { Fault?: { faultcode?: unknown; faultstring?: unknown } } & Record<string, unknown> };
}

/** The parsed <OperationResponse> element of a SOAP answer, or the fault as a TabtCallError. */
export function parseSoapResponse(operation: string, xml: string): unknown {
  let doc: SoapDocument | undefined;
  try {
    doc = parser.parse(xml);
  } catch (e) {
    throw new TabtCallError('unreachable', `TabT ${operation}: answer is no XML (${(e as Error).message})`);
  }
  const body = doc?.Envelope?.Body;
  if (!body || typeof body !== 'object') throw new TabtCallError('unreachable', `TabT ${operation}: answer has no SOAP body`);
  if (body.Fault) {
    const code = Number(String(body.Fault.faultcode ?? '').replace(/^.*:/, ''));
    const reason = String(body.Fault.faultstring ?? '').trim();
    throw new TabtCallError('fault', `TabT ${operation}: fault ${body.Fault.faultcode ?? '?'} ${reason}`.trim(), Number.isFinite(code) ? code : undefined);
  }
  const answer = body[`${operation}Response`];
  if (answer === undefined) throw new TabtCallError('unreachable', `TabT ${operation}: no ${operation}Response in the answer`);
  // An empty response element (<GetMembersResponse/>) parses as ''.
  return typeof answer === 'object' ? answer : {};
}

/** One SOAP call. Throws TabtCallError for faults (HTTP 500 with a faultcode), timeouts and unreadable answers. */
export async function callTabt(target: SoapTarget, operation: string, request: SoapRequest): Promise<unknown> {
  const credentials = target.account && target.password ? { account: target.account, password: target.password } : undefined;
  let res: Response;
  try {
    res = await fetch(target.url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${operation}"` },
      body: soapEnvelope(operation, request, credentials),
      signal: AbortSignal.timeout(target.timeoutMs),
    });
  } catch (e) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? (e as Error).message;
    throw new TabtCallError('unreachable', `TabT ${operation}: ${target.url} not reachable (${reason})`);
  }
  const xml = await res.text().catch(() => '');
  // Faults come as HTTP 500 with a SOAP body; any other non-OK answer without one is a site problem.
  if (!res.ok && !xml.includes('Fault')) {
    throw new TabtCallError('unreachable', `TabT ${operation}: HTTP ${res.status} from ${target.url}`);
  }
  return parseSoapResponse(operation, xml);
}
