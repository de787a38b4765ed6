import { createLogger } from '../../../server/logging/logger';

export interface LogEntry {
  level: number;
  msg: string;
  reqId?: string;
  [field: string]: unknown;
}

/** The servers' own logger (same redaction), writing its JSON lines into memory at `info`. */
export function captureLog() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(line) });
  return {
    logger,
    lines,
    entries: (): LogEntry[] => lines.map((line) => JSON.parse(line) as LogEntry),
    /** The lines of one request, by the id its answer carried in x-request-id. */
    ofRequest: (reqId: string | null): LogEntry[] =>
      lines.map((line) => JSON.parse(line) as LogEntry).filter((entry) => entry.reqId === reqId),
  };
}
