import { describe, it } from 'vitest';
import { languageMachine } from '../../machines/language';
import { languageModelFixtures, languageModelImplementations } from './fixtures/language.fixtures';
import { assertFullCoverage, mergeReports, runModel } from './model-coverage';
import { languageOracles } from './oracles/language.oracle';
import { languageTargets } from './oracles/language.targets';

// Online/offline is decided once at start (an eventless guard), so the model runs twice and the
// union of both walks must cover the machine.
describe('language model', () => {
  it('every state and transition of the language machine is reached (online and offline starts), and each path lands where the model says', () => {
    const online = runModel({
      name: 'language (online)',
      machine: languageMachine.provide(languageModelImplementations(true)),
      systemId: 'language',
      oracles: languageOracles,
      targets: languageTargets,
      ...languageModelFixtures,
      events: [
        ...languageModelFixtures.events,
        { type: 'language.signedIn' },
        { type: 'language.signedOut' },
      ],
    });
    const offline = runModel({
      name: 'language (offline)',
      machine: languageMachine.provide(languageModelImplementations(false)),
      systemId: 'language',
      oracles: languageOracles,
      targets: languageTargets,
      ...languageModelFixtures,
    });
    const report = mergeReports('language', [online, offline]);
    assertFullCoverage(report);
  });
});
