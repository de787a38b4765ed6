import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { savedViewProblemOf } from '../../../src/app/effects/saved-views.effect';
import { httpError } from '../../components/support/fake-saved-views';

/** The API's refusals (docs/api/README.md, saved views) reach the user as the problem they are. */
describe("the views API's answers as the user's problems", () => {
  it.each([
    [409, 'nameTaken'],
    [404, 'notFound'],
    [403, 'notAuthorized'],
    [400, 'invalid'],
    [500, 'failed'],
  ])('HTTP %i is %s', (status, problem) => {
    expect(savedViewProblemOf(httpError(status, 'refused'))).toBe(problem);
  });

  it('a server that cannot be reached is a plain failure', () => {
    expect(savedViewProblemOf(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe('failed');
  });
});
