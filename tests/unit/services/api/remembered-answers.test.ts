import { describe, expect, it } from 'vitest';
import { createRememberedAnswers } from '../../../../src/services/api/remembered-answers';

describe('remembered answers are bounded and owned by one user in one environment', () => {
  it('past the limit, the least recently used answer is dropped first', () => {
    const answers = createRememberedAnswers(2);
    answers.remember('u1|env', 'a', { etag: '"a"', body: 'A' });
    answers.remember('u1|env', 'b', { etag: '"b"', body: 'B' });
    answers.recall('u1|env', 'a');
    answers.remember('u1|env', 'c', { etag: '"c"', body: 'C' });
    expect(answers.size).toBe(2);
    expect(answers.recall('u1|env', 'b')).toBeUndefined();
    expect(answers.recall('u1|env', 'a')).toEqual({ etag: '"a"', body: 'A' });
  });

  it('a call by another owner empties what the previous owner had', () => {
    const answers = createRememberedAnswers();
    answers.remember('u1|env', 'a', { etag: '"a"', body: 'A' });
    expect(answers.recall('u2|env', 'a')).toBeUndefined();
    expect(answers.recall('u1|env', 'a')).toBeUndefined();
  });
});
