/**
 * Plain words for the statechart docs and the live view: what each named guard checks and each
 * named action does. Every machine keeps its map in `<name>.descriptions.ts`, next to the
 * machine, and the docs test fails when a guard or action of the machine has no words.
 */
export interface MachineDescriptions {
  /** Guard name -> the condition in words, read as `[words]` on the diagram. */
  guards: Record<string, string>;
  /** Action name -> what it does, shown in the tables. */
  actions: Record<string, string>;
}
