/**
 * `npm start`: builds the portal if needed, then runs the identity provider, the QPS API and the
 * web server on loopback with the demo database (see README "Configuration" for the variables).
 */
import { startStack } from '../server/stack';
import { printBanner, stopOnSignals } from './stack-cli';

try {
  const stack = await startStack();
  stopOnSignals(stack.stop);
  printBanner(stack);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
