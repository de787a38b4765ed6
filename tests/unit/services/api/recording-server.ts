import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface CannedResponse {
  status?: number;
  contentType?: string;
  body: string | Buffer;
  delayMs?: number;
  headers?: Record<string, string>;
}

/** A route answers the same every time, or depends on the request (e.g. on If-None-Match). */
export type Route = CannedResponse | ((request: RecordedRequest) => CannedResponse);

/** A real HTTP server on 127.0.0.1, port 0: records each request and answers from a route table. */
export async function startRecordingServer(routes: Record<string, Route>) {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '';
      const recorded = {
        method: request.method ?? '',
        url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(recorded);
      const route = routes[`${request.method} ${url.split('?')[0]}`] ?? {
        status: 404,
        body: JSON.stringify({ error: { message: 'Not found' } }),
      };
      const canned = typeof route === 'function' ? route(recorded) : route;
      setTimeout(() => {
        response.writeHead(canned.status ?? 200, {
          'content-type': canned.contentType ?? 'application/json',
          ...canned.headers,
        });
        response.end(canned.body);
      }, canned.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
