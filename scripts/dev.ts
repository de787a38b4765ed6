/**
 * `npm run dev`: the same backend as `npm start`, with Vite's dev server (hot reload) serving the
 * portal and /config.json on the web port.
 */
import { createServer, type Plugin } from 'vite';
import type { RuntimeConfig } from '../contract/domain.types';
import { startStack } from '../server/stack';
import { printBanner, stopOnSignals } from './stack-cli';

function runtimeConfigPlugin(runtimeConfig: RuntimeConfig): Plugin {
  const body = JSON.stringify(runtimeConfig);
  return {
    name: 'qap-runtime-config',
    configureServer(server) {
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('cache-control', 'no-store');
        res.end(body);
      });
    },
  };
}

try {
  const stack = await startStack({ serveWeb: false });
  const { config } = stack;
  const vite = await createServer({
    plugins: [runtimeConfigPlugin(stack.runtimeConfig)],
    server: { port: config.web.port, host: config.host, strictPort: true },
  });
  await vite.listen();
  stopOnSignals(async () => {
    await vite.close();
    await stack.stop();
  });
  printBanner(stack, ['  mode               development (Vite, hot reload)']);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
