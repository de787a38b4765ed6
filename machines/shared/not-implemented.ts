/**
 * Default implementation of every effect a machine declares. Machines do no I/O themselves:
 * the composition root (src/app/compose-app.ts) or a test provides the real thing.
 */
export function notImplemented(name: string): never {
  throw new Error(`${name} is not implemented: provide it with machine.provide(...)`);
}
