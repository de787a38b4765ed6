import { describe, it } from 'vitest';
import { sessionMachine } from '../../machines/session';
import { sessionModelFixtures, sessionModelImplementations } from './fixtures/session.fixtures';
import { assertFullCoverage, runModel } from './model-coverage';

describe('session model', () => {
  it('every state and transition of the session machine is reached, and each path lands where the model says', () => {
    const report = runModel({
      name: 'session',
      machine: sessionMachine.provide(sessionModelImplementations),
      systemId: 'session',
      // The retry counter and the user decide behaviour; the rest of the context only records.
      serializeContext: (context) => ({
        user: context.user?.accessToken,
        expired: context.user?.expiresAt,
        retries: context.renewRetries,
        announced: context.announcedSignedIn,
      }),
      ...sessionModelFixtures,
    });
    assertFullCoverage(report);
  });
});
