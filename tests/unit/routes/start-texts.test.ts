import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTextsOf } from '../../../src/app/router/lazy-pages';
import { MAIN_FRAME_NAMESPACES } from '../../../src/services/i18n/first-screen-namespaces';

const NAMESPACES = readdirSync(path.resolve(import.meta.dirname, '../../../src/services/i18n/locales/en-US'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

describe("a page's texts load beside its module, not after it has rendered", () => {
  it("a main route starts the frame's texts and its page's own", () => {
    expect(startTextsOf('/')).toEqual([...MAIN_FRAME_NAMESPACES, 'home']);
    expect(startTextsOf('/benchmarking')).toEqual([...MAIN_FRAME_NAMESPACES, 'benchmarking', 'references']);
  });

  it('the public pages start with the first screen texts alone', () => {
    expect(startTextsOf('/public')).toEqual([]);
    expect(startTextsOf('/no-such-page')).toEqual([]);
  });

  it('every namespace it names is one the portal has', () => {
    for (const route of [
      '/',
      '/facility/details/1',
      '/network',
      '/yearlyperformance',
      '/facilitynumbers',
      '/statecharts',
    ])
      for (const namespace of startTextsOf(route)) expect(NAMESPACES).toContain(namespace);
  });
});
