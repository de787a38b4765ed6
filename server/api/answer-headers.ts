import type { FastifyInstance } from 'fastify';

/** What an API answer can differ by, besides its URL and body. */
const VARY_ON = ['Authorization', 'Origin', 'environmentId', 'culture', 'Accept-Encoding'];

function mergeVary(current: unknown): string {
  const names = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const seen = new Set(names.map((name) => name.toLowerCase()));
  return [...names, ...VARY_ON.filter((name) => !seen.has(name.toLowerCase()))].join(', ');
}

/**
 * Headers on every API answer: never sniffed, and never stored by the browser or a
 * proxy unless a route says otherwise (the anonymous public answers may be; signed-in answers are
 * revalidated by the portal itself with the ETag it keeps in memory).
 */
export function addAnswerHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    reply.header('Vary', mergeVary(reply.getHeader('Vary')));
    return payload;
  });
}
