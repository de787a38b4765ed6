import type { AxiosResponse } from 'axios';

/**
 * Binary answers are fetched as ArrayBuffer and wrapped here, so the same code runs in the
 * browser and under Node (where axios has no 'blob' response type).
 */
export function toBlob(data: ArrayBuffer, headers: AxiosResponse['headers']): Blob {
  const contentType = headers['content-type'];
  return new Blob([data], { type: typeof contentType === 'string' ? contentType : '' });
}
