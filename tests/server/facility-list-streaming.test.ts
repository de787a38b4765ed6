import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Facility } from '../../contract/domain.types';
import { AnswerCache } from '../../server/api/answer-cache';
import { replyJsonArrayStreamed } from '../../server/api/cached-reply';
import { filteredFacilitiesJsonBatches } from '../../server/queries/facility-lists';
import { call, ENVIRONMENTS, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * "API server memory < 500 MB" at 1,000,000 facilities: the spec's whole filtered list
 * is read in keyset batches and streamed, never held whole.
 */
let api: TestApi;
let analyst: string;
const environmentId = ENVIRONMENTS.afyaProduction;
beforeAll(async () => {
  api = await startTestApi('facility-streaming');
  analyst = await api.token(USERS.analyst);
});
afterAll(() => api?.close());

async function collect(fragments: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const fragment of fragments) all.push(fragment);
  return all;
}

describe('the whole facility list is read in batches', () => {
  it('batches of 7 together give every facility of the filter once, in id order, as the API answers it', async () => {
    const filter = { activeStates: [true] };
    const whole = (
      await call<Facility[]>(api, '/api/qps/facility', { token: analyst, environmentId, body: filter })
    ).body;
    const batches = await collect(filteredFacilitiesJsonBatches(api.db, { environmentId }, filter, 7));
    const facilities = batches.flatMap((fragment) => JSON.parse(`[${fragment}]`) as Facility[]);
    expect(batches.length).toBe(Math.ceil(whole.length / 7));
    expect(facilities).toEqual(whole);
    const ids = facilities.map((facility) => facility.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('a filter matching nothing gives no batch, so the answer is an empty array', async () => {
    const filter = { facilityCategoryIds: [999_999] };
    expect(await collect(filteredFacilitiesJsonBatches(api.db, { environmentId }, filter, 7))).toEqual([]);
    const answer = await call<Facility[]>(api, '/api/qps/facility', {
      token: analyst,
      environmentId,
      body: filter,
    });
    expect(answer.body).toEqual([]);
  });
});

describe('a JSON array answer of several fragments streams and is not cached', () => {
  let server: FastifyInstance;
  let cache: AnswerCache;
  beforeAll(async () => {
    cache = new AnswerCache(1024 * 1024);
    server = Fastify();
    server.get<{ Querystring: { parts: string } }>('/array', (request, reply) => {
      const parts = Number(request.query.parts);
      async function* fragments() {
        for (let part = 0; part < parts; part += 1) yield `{"part":${part}},{"part":${part}.5}`;
      }
      const key = { route: `array ${parts}`, scope: { environmentId }, params: null };
      return replyJsonArrayStreamed({ db: api.db, cache }, request, reply, key, fragments());
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server?.close());
  const url = (parts: number) =>
    `http://127.0.0.1:${(server.server.address() as { port: number }).port}/array?parts=${parts}`;

  it('three fragments arrive as one valid array, chunked, with an ETag that a repeat turns into 304, and nothing cached', async () => {
    const answer = await fetch(url(3));
    expect(answer.headers.get('transfer-encoding')).toBe('chunked');
    expect(await answer.json()).toEqual([0, 0.5, 1, 1.5, 2, 2.5].map((part) => ({ part })));
    expect(cache.size).toBe(0);
    const etag = answer.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(url(3), { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('one fragment is a small answer, kept in the cache like any other', async () => {
    const answer = await fetch(url(1));
    expect(await answer.json()).toEqual([{ part: 0 }, { part: 0.5 }]);
    expect(cache.size).toBeGreaterThan(0);
  });
});
