import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../../../server/api/answer-cache';

// The cache's memory is bounded (256 MB by default, configurable).
describe('the answer cache never holds more bytes than it is given', () => {
  const answer = (bytes: number) => JSON.stringify('x'.repeat(bytes - 2));

  it('the least recently used answers leave first when a new one needs the room', () => {
    const cache = new AnswerCache(2_500);
    cache.put('a', '"a"', answer(500));
    cache.put('b', '"b"', answer(500));
    cache.get('a');
    cache.put('c', '"c"', answer(500));
    cache.put('d', '"d"', answer(500));
    expect(cache.size).toBeLessThanOrEqual(2_500);
    expect(cache.get('a')?.etag).toBe('"a"');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('d')?.etag).toBe('"d"');
  });

  it('an answer bigger than the whole cache is answered but not kept', () => {
    const cache = new AnswerCache(1_000);
    const entry = cache.put('big', '"big"', answer(5_000));
    expect(entry.body.length).toBe(5_000);
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('replacing an answer under the same key does not count it twice', () => {
    const cache = new AnswerCache(10_000);
    cache.put('a', '"1"', answer(500));
    const once = cache.size;
    cache.put('a', '"2"', answer(500));
    expect(cache.size).toBe(once);
    expect(cache.get('a')?.etag).toBe('"2"');
  });
});

describe('requests for the same cold answer share one computation', () => {
  const deferred = () => {
    let resolve: (value: string) => void = () => {};
    let reject: (error: Error) => void = () => {};
    const promise = new Promise<string>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    return { promise, resolve, reject };
  };

  it('a second request while the first runs gets the first one’s result; a later one runs again', async () => {
    const cache = new AnswerCache(10_000);
    const first = deferred();
    let runs = 0;
    const work = () => {
      runs++;
      return first.promise;
    };
    const both = Promise.all([cache.once('k', work), cache.once('k', work)]);
    first.resolve('answer');
    expect(await both).toEqual(['answer', 'answer']);
    expect(runs).toBe(1);
    await cache.once('k', async () => {
      runs++;
      return 'again';
    });
    expect(runs).toBe(2);
  });

  it('a failure reaches every waiter and is not remembered', async () => {
    const cache = new AnswerCache(10_000);
    const failing = deferred();
    const waiters = [cache.once('k', () => failing.promise), cache.once('k', () => failing.promise)];
    failing.reject(new Error('database gone'));
    for (const waiter of waiters) await expect(waiter).rejects.toThrow('database gone');
    expect(await cache.once('k', async () => 'recovered')).toBe('recovered');
  });

  it('different keys do not wait for each other', async () => {
    const cache = new AnswerCache(10_000);
    const slow = deferred();
    const pending = cache.once('slow', () => slow.promise);
    expect(await cache.once('fast', async () => 'fast')).toBe('fast');
    slow.resolve('slow');
    expect(await pending).toBe('slow');
  });
});

describe('QAP_ANSWER_CACHE_MB: 256 by default, 0 turns the cache off', () => {
  it('reads the size in megabytes, default 256', async () => {
    const { readServerConfig } = await import('../../../server/config/server-config');
    expect(readServerConfig({}).answerCacheMb).toBe(256);
    expect(readServerConfig({ QAP_ANSWER_CACHE_MB: '64' }).answerCacheMb).toBe(64);
  });

  it('0 is allowed and keeps nothing; a negative or broken size is a clear start-up error', async () => {
    const { readServerConfig } = await import('../../../server/config/server-config');
    expect(readServerConfig({ QAP_ANSWER_CACHE_MB: '0' }).answerCacheMb).toBe(0);
    const off = new AnswerCache(0);
    off.put('a', '"a"', JSON.stringify('x'));
    expect(off.get('a')).toBeUndefined();
    expect(() => readServerConfig({ QAP_ANSWER_CACHE_MB: '-1' })).toThrow(
      /QAP_ANSWER_CACHE_MB must be a whole number of at least 0/,
    );
    expect(() => readServerConfig({ QAP_DB_POOL_SIZE: '0' })).toThrow(
      /QAP_DB_POOL_SIZE must be a whole number of at least 1/,
    );
  });
});
