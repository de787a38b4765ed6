import type { RuntimeConfig } from '../../contract/domain.types';

/** The hidden-iframe page of silent renewal: the one page our own origin may frame. */
export const SILENT_RENEW_PATH = '/silent-renew';

/** The SDKs' default intake hosts, used when the configuration names no proxy or endpoint. */
const MIXPANEL_DEFAULT_HOST = 'https://api-js.mixpanel.com';
const APPINSIGHTS_DEFAULT_INGESTION = 'https://dc.services.visualstudio.com';
const DATADOG_DEFAULT_INTAKE = 'https://browser-intake-datadoghq.eu';

const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/** Application Insights sends to the connection string's IngestionEndpoint (the SDK default without one). */
function appInsightsOrigins(connectionString: string | undefined): string[] {
  if (!connectionString) return [];
  const endpoint = /(?:^|;)\s*IngestionEndpoint=([^;]+)/i.exec(connectionString)?.[1];
  return originOf(endpoint ?? APPINSIGHTS_DEFAULT_INGESTION);
}

/** Exactly the origins the portal talks to under this configuration (spec section 7 and 9). */
export function connectOrigins(config: RuntimeConfig): string[] {
  const origins = [
    ...originOf(config.qesBaseUrl),
    ...originOf(config.identityServerBaseUrl),
    ...originOf(config.tenantBaseUrl),
    ...(config.qapMixpanelToken ? originOf(config.qapMixpanelApiHost ?? MIXPANEL_DEFAULT_HOST) : []),
    ...appInsightsOrigins(config.aiConnectionString),
    ...(config.monitoring ? originOf(config.monitoring.proxy ?? DATADOG_DEFAULT_INTAKE) : []),
    ...originOf(config.mapTileUrl?.replace(/[{}]/g, '')),
  ];
  return [...new Set(origins)];
}

/**
 * The portal's Content-Security-Policy: scripts only from our own origin (no inline, no eval),
 * network only to the configured services, frames only of the identity provider (and its redirect
 * back to our silent-renew page), and nobody may
 * frame the portal except the silent-renew page inside the portal itself. Mantine sets inline
 * styles, so styles allow 'unsafe-inline' (an accepted risk, docs/security.md).
 */
export function contentSecurityPolicy(config: RuntimeConfig, pathname: string): string {
  const connect = connectOrigins(config);
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${connect.join(' ')}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${connect.join(' ')}`.trim(),
    // Silent renewal's hidden frame opens at the provider and is sent back to our /silent-renew
    // (with a code, or an error such as login_required): the frame must be allowed to land there.
    `frame-src 'self' ${originOf(config.identityServerBaseUrl).join(' ')}`.trim(),
    // Datadog session replay compresses in a worker it builds from a blob.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${pathname === SILENT_RENEW_PATH ? "'self'" : "'none'"}`,
  ];
  return directives.join('; ');
}

/** Headers every HTML answer of the portal carries. */
export function portalDocumentHeaders(config: RuntimeConfig, pathname: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config, pathname),
    'x-frame-options': pathname === SILENT_RENEW_PATH ? 'SAMEORIGIN' : 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  };
}
