import type { Database } from '../../db/database.js';
import type { AnswerCache } from '../answer-cache.js';
import type { Authenticator } from '../authenticate.js';

/** What every route module is given by createApiServer. */
export interface RouteDeps {
  db: Database;
  auth: Authenticator;
  /** Answers by (environment, data version, route, parameters); see cached-reply.ts. */
  cache: AnswerCache;
  /** The specially recognised tenant, if configured (spec section 6). */
  specialTenantId?: string;
}
