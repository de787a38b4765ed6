import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

const keyName = (property) => property.node.key.name ?? property.node.key.value;

/** `createMachine({ id: '...' })`: the object literal is the argument of a `.createMachine` call. */
function isMachineRoot(objectPath) {
  const call = objectPath?.parentPath;
  if (!call?.isCallExpression()) return false;
  const callee = call.node.callee;
  return callee.type === 'MemberExpression' && callee.property.name === 'createMachine';
}

/** `{ description: '...' }`: a state (or transition) object that holds nothing but its description. */
function isDescriptionOnly(path) {
  const { properties } = path.node;
  return (
    path.isObjectExpression() &&
    properties.length > 0 &&
    properties.every(
      (property) => property.type === 'ObjectProperty' && keyName({ node: property }) === 'description',
    )
  );
}

/**
 * A Stryker ignorer for documentation text in machine definitions. The statechart docs tests
 * (tests/docs/statecharts.test.ts) fail when one changes, but they render every machine and are
 * too slow to run per mutant, so these strings are not mutated:
 * - the `description` texts of states and transitions;
 * - the machine's own `id` (its name in docs/statecharts: "machine id `filter`");
 * - a state that holds nothing but its description (`idle: { description: '...' }`).
 */
export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'statechart-descriptions', {
    shouldIgnore(path) {
      if (isDescriptionOnly(path)) {
        return 'A state that holds only its description: documentation, checked by the statechart docs tests.';
      }
      const parent = path.parentPath;
      const isText = path.isStringLiteral() || path.isTemplateLiteral();
      if (!isText || !parent?.isObjectProperty()) return undefined;
      if (keyName(parent) === 'description') {
        return 'A statechart description: documentation, checked by the statechart docs tests.';
      }
      if (keyName(parent) === 'id' && isMachineRoot(parent.parentPath)) {
        return "The machine's id: its name in the statechart docs, checked by the statechart docs tests.";
      }
      return undefined;
    },
  }),
];
