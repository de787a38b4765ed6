import type { Database } from '../../db/database.js';
import type { Authenticator } from '../authenticate.js';

/** What every route module is given by createApiServer. */
export interface RouteDeps {
  db: Database;
  auth: Authenticator;
}
