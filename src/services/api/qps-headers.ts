import type { PageTelemetry } from '../../../contract/domain.types';
import { API_HEADERS } from '../../../contract/api-headers';
import type { QpsSession } from './qps-client.types';
import { isSignedIn } from './signed-in';

export const XHR_MARKER = 'XMLHttpRequest';

export type HeaderMap = Record<string, string>;

/** Anonymous calls carry no bearer token: only the XHR marker and, when known, the culture. */
export function anonymousHeaders(session: Pick<QpsSession, 'cultureName'>): HeaderMap {
  const headers: HeaderMap = { [API_HEADERS.requestedWith]: XHR_MARKER };
  if (session.cultureName) headers[API_HEADERS.culture] = session.cultureName;
  return headers;
}

/**
 * Signed-in calls need a signed-in user and (except the environment list) a selected environment.
 * Throws 'User not signed in.' / 'Environment not set.' otherwise.
 */
export function signedInHeaders(
  session: QpsSession,
  { withEnvironment }: { withEnvironment: boolean },
  now: number = Date.now(),
): HeaderMap {
  const { user } = session;
  if (!user?.accessToken || !isSignedIn(user, now)) throw new Error('User not signed in.');
  const headers: HeaderMap = {
    ...anonymousHeaders(session),
    [API_HEADERS.authorization]: `Bearer ${user.accessToken}`,
  };
  if (withEnvironment) {
    if (!session.environmentId) throw new Error('Environment not set.');
    headers[API_HEADERS.environmentId] = session.environmentId;
  }
  return headers;
}

/** Spec section 7: page telemetry endpoint, relative to the QES base URL. */
export const PAGE_TELEMETRY_PATH = '/api/qps/Telemetry/Page';

/** Spec section 7: page telemetry travels in the page, facilityId and lastPage headers, with an empty body. */
export function pageTelemetryHeaders({ page, facilityId, lastPage }: PageTelemetry): HeaderMap {
  const headers: HeaderMap = { [API_HEADERS.telemetryPage]: page };
  if (facilityId !== undefined) headers[API_HEADERS.telemetryFacilityId] = String(facilityId);
  if (lastPage) headers[API_HEADERS.telemetryLastPage] = lastPage;
  return headers;
}
