import type { Database } from '../../db/database.js';
import type { AnswerCache } from '../answer-cache.js';

/** What every route module is given by createApiServer (authentication is a hook: route-auth.ts). */
export interface RouteDeps {
  db: Database;
  /** Answers by (environment, data version, route, parameters); see cached-reply.ts. */
  cache: AnswerCache;
  /** The specially recognised tenant, if configured (spec section 6). */
  specialTenantId?: string;
}
