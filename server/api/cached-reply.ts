import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readDataVersion } from '../db/data-version.js';
import type { Queryable } from '../db/database.js';
import type { ScopeContext } from '../queries/facility-scope.js';
import type { AnswerCache, CachedAnswer } from './answer-cache.js';
import { canonicalJson } from './canonical-json.js';

/** Everything that shapes an answer, besides the environment's data version. */
export interface AnswerKey {
  /** The route or query key, e.g. `POST /api/qps/facility/list` or `getResult Home/Summary`. */
  route: string;
  /** The environment, and for a facility user the one facility it is bound to. */
  scope: ScopeContext;
  /** The request's parameters after validation and handle resolution. */
  params: unknown;
  /** The culture of the answer's texts, when it has any. */
  culture?: string;
  /** Anonymous answers may be kept by shared caches (revalidated); signed-in ones by no cache. */
  audience?: 'private' | 'public';
}

export interface CachedReplyDeps {
  db: Queryable;
  cache: AnswerCache;
}

/**
 * Answers from the cache, or produces the answer (a value, or JSON text as is) and keeps it.
 * Call it after authentication and permission checks: the key trusts the scope it is given.
 * The ETag names the key and data version, so a matching If-None-Match is a 304 without running
 * anything, even after the entry was evicted; `If-None-Match: *` is a 304 only once the answer
 * has been made (a missing resource stays a 404). `keep` says whether an answer may be cached
 * (a query that failed is not).
 */
export async function replyCached(
  deps: CachedReplyDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  key: AnswerKey,
  produce: () => Promise<unknown>,
  keep: (answer: unknown) => boolean = () => true,
): Promise<FastifyReply> {
  const { digest, etag } = await answerIdentity(deps.db, key);
  startAnswer(reply, key);
  const ifNoneMatch = request.headers['if-none-match'];
  if (matchesEtag(ifNoneMatch, etag)) return notModified(reply, etag);
  const { cache } = deps;
  const entry =
    cache.get(digest) ??
    (await cache.once(digest, async () => {
      const answer = await produce();
      const json = typeof answer === 'string' ? answer : JSON.stringify(answer);
      return keep(answer) ? cache.put(digest, etag, json) : json;
    }));
  // an answer that may not be kept (a failed query) goes out as it is, without an ETag
  if (typeof entry === 'string') return reply.send(entry);
  if (matchesAny(ifNoneMatch)) return notModified(reply, entry.etag);
  return sendEntry(request, reply.header('ETag', entry.etag), entry);
}

/**
 * A JSON array that may be too big to hold (the spec's whole facility list): produced as text
 * fragments of elements. An answer of one fragment is cached like any other; a longer one streams
 * fragment by fragment, never held whole, with the same key-and-version ETag (so a repeat is
 * still a 304) but not kept in the cache.
 */
export async function replyJsonArrayStreamed(
  deps: CachedReplyDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  key: AnswerKey,
  fragments: AsyncIterable<string>,
): Promise<FastifyReply> {
  const { digest, etag } = await answerIdentity(deps.db, key);
  startAnswer(reply, key);
  if (matchesEtag(request.headers['if-none-match'], etag)) return notModified(reply, etag);
  const cached = deps.cache.get(digest);
  if (cached) return sendEntry(request, reply.header('ETag', etag), cached);
  const iterator = fragments[Symbol.asyncIterator]();
  const first = await iterator.next();
  const second = first.done ? first : await iterator.next();
  if (second.done) {
    const entry = deps.cache.put(digest, etag, `[${first.done ? '' : first.value}]`);
    return sendEntry(request, reply.header('ETag', etag), entry);
  }
  async function* arrayText(): AsyncGenerator<string> {
    yield `[${first.value}`;
    yield `,${second.value}`;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield `,${next.value}`;
    yield ']';
  }
  return reply.header('ETag', etag).send(Readable.from(arrayText()));
}

/** The answer's cache key and ETag: a digest of everything that shapes it, with the data version. */
async function answerIdentity(db: Queryable, key: AnswerKey): Promise<{ digest: string; etag: string }> {
  // read with the caller's check when the request is signed in, which saves a round trip
  const version = key.scope.dataVersion ?? (await readDataVersion(db, key.scope.environmentId));
  const keyText = canonicalJson({
    route: key.route,
    environmentId: key.scope.environmentId,
    // undefined (not a facility user) and null (a facility user bound to none) must differ
    facilityUser: key.scope.facilityUserFacilityId === undefined ? 'none' : key.scope.facilityUserFacilityId,
    params: key.params ?? null,
    culture: key.culture ?? null,
    version,
  });
  // the digest is both the ETag and the cache's key: an id list of 200,000 is not kept as a key
  const digest = createHash('sha256').update(keyText).digest('base64url');
  return { digest, etag: `"${digest}"` };
}

function startAnswer(reply: FastifyReply, key: AnswerKey): void {
  reply
    // signed-in answers never rest in a browser or proxy cache (the portal keeps ETags in memory)
    .header('Cache-Control', key.audience === 'public' ? 'public, no-cache' : 'no-store')
    .type('application/json; charset=utf-8');
}

function notModified(reply: FastifyReply, etag: string): FastifyReply {
  return reply.header('ETag', etag).code(304).send();
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: CachedAnswer): FastifyReply {
  if (entry.gzip && acceptsGzip(request.headers['accept-encoding'])) {
    // already compressed once when cached; the compress plugin leaves an encoded body alone
    return reply.header('Content-Encoding', 'gzip').send(entry.gzip);
  }
  return reply.send(entry.body);
}

/** If-None-Match names this very ETag: the ETag is only ever given for an answer that exists. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  return tagsOf(header).includes(etag);
}

/** If-None-Match: * asks whether any answer exists, so it is checked once the answer has been made. */
function matchesAny(header: string | undefined): boolean {
  return tagsOf(header).includes('*');
}

function tagsOf(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
}

function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(
      ([coding, ...options]) =>
        (coding === 'gzip' || coding === '*') && !options.some((option) => /^\s*q=0(\.0*)?\s*$/.test(option)),
    );
}
