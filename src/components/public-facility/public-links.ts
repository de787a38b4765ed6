import { ROUTES } from '../../../machines/shared/routes';

/** /public with only the defined query inputs. */
function publicHref(query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${ROUTES.Public.path}?${text}` : ROUTES.Public.path;
}

export const publicListHref = (tenantId?: string) => publicHref({ tenantId });

export const publicCertificateHref = (facilityId: number, certificateId: number, tenantId?: string) =>
  publicHref({ tenantId, facilityId, certificateId });
