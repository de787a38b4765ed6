import type { PageTelemetry } from '../../../contract/domain.types';
import type { QpsSession } from '../api/qps-client.types';
import { PAGE_TELEMETRY_PATH, pageTelemetryHeaders, signedInHeaders } from '../api/qps-headers';

/**
 * Sends one page telemetry call that survives the page being closed: the Exit recorded on
 * window close. navigator.sendBeacon cannot set request headers, and this call needs the
 * bearer token, the environment id and the page headers, so it is a fetch with keepalive
 * (which the browser finishes after unload). Resolves whether the call was sent; never throws,
 * since nothing is left to handle an error during unload.
 */
export async function sendBeaconTelemetry({
  baseUrl,
  session,
  telemetry,
  fetchImpl = fetch,
}: {
  baseUrl: string | null | undefined;
  session: QpsSession;
  telemetry: PageTelemetry;
  fetchImpl?: typeof fetch;
}): Promise<boolean> {
  try {
    if (!baseUrl) return false;
    const headers = {
      ...signedInHeaders(session, { withEnvironment: true }),
      ...pageTelemetryHeaders(telemetry),
    };
    const response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}${PAGE_TELEMETRY_PATH}`, {
      method: 'POST',
      headers,
      keepalive: true,
    });
    return response.ok;
  } catch {
    return false;
  }
}
