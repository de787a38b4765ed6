import type { CallOptions } from './qps-client.types';
import type { QpsHttp } from './qps-http';

/** A signed-in POST /api/qps/facility/{path} call: the request is the body, the JSON answer is typed. */
export const facilityPost =
  (http: QpsHttp) =>
  <TRequest, TAnswer>(path: string) =>
  (request: TRequest, options: CallOptions = {}) =>
    http.json<TAnswer>({
      access: 'signedIn',
      method: 'POST',
      url: `/api/qps/facility/${path}`,
      data: request,
      ...options,
    });
