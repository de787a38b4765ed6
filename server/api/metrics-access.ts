import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Who may read GET /metrics; nobody when both are empty (the default). */
export interface MetricsAccess {
  /** Client addresses, as the API sees them (METRICS_ALLOW). */
  allow: readonly string[];
  /** A secret sent as `Authorization: Bearer <secret>` (METRICS_TOKEN). */
  token?: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** An allowed address, or the bearer secret (compared in constant time). */
export function mayReadMetrics(request: FastifyRequest, access: MetricsAccess): boolean {
  // an IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d
  if (access.allow.includes(request.ip.replace(/^::ffff:/, ''))) return true;
  const header = request.headers.authorization;
  if (!access.token || !header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), digest(access.token));
}
