import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/**
 * A Stryker ignorer: the `description` texts of states and transitions are documentation. The
 * statechart docs tests (tests/docs/statecharts.test.ts) fail when one changes, but they render
 * every machine and are too slow to run per mutant, so these strings are not mutated.
 */
export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'statechart-descriptions', {
    shouldIgnore(path) {
      const parent = path.parentPath;
      const isText = path.isStringLiteral() || path.isTemplateLiteral();
      const key = parent?.isObjectProperty() ? parent.node.key : undefined;
      if (isText && key && (key.name === 'description' || key.value === 'description')) {
        return 'A statechart description: documentation, checked by the statechart docs tests.';
      }
      return undefined;
    },
  }),
];
