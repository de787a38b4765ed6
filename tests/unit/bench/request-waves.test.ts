import { describe, expect, it } from 'vitest';
import { requestWaves } from '../../../scripts/bench/home-page-watch';

const answer = (url: string, startMs: number, endMs: number) => ({ url, startMs, endMs });

describe("Home's waterfall: answers asked for only after another arrived are a wave later", () => {
  it('answers asked for together are one wave, however long each takes', () => {
    expect(requestWaves([answer('a', 0, 500), answer('b', 10, 100), answer('c', 20, 900)])).toBe(1);
  });

  it('a chain of answers, each asked for after the one before arrived, is as many waves as links', () => {
    const chain = [answer('config', 0, 50), answer('environment', 60, 120), answer('summary', 130, 300)];
    expect(requestWaves([...chain, answer('beside config', 5, 400)])).toBe(3);
  });

  it('no answers, no waves', () => {
    expect(requestWaves([])).toBe(0);
  });
});
