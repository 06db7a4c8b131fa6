/**
 * PostgreSQL error inspection that works for node-postgres and PGlite errors, bare or wrapped by
 * Drizzle (`DrizzleQueryError` keeps the driver error as `cause`).
 */

interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

function driverErrors(error: unknown): PgErrorLike[] {
  const chain: PgErrorLike[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    chain.push(current as PgErrorLike);
    current = (current as PgErrorLike).cause;
  }
  return chain;
}

/** True for a unique violation (SQLSTATE 23505), optionally of one named index/constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return driverErrors(error).some((entry) => {
    if (entry.code !== '23505') return false;
    if (!constraint) return true;
    if (entry.constraint === constraint) return true;
    return typeof entry.message === 'string' && entry.message.includes(`"${constraint}"`);
  });
}

/** Properties of driver errors that may quote row values or parameters (`Key (mobile)=(…)`, `Failing row contains …`). */
const VALUE_BEARING = new Set(['detail', 'where', 'internalQuery', 'params', 'parameters', 'query', 'hint']);

/** Properties of driver errors that never carry values and help find the fault. */
const SAFE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine', 'statusCode'] as const;

const MAX_CAUSES = 5;

/**
 * A message without the values of a failed query: Drizzle's `Failed query: <sql>\nparams: <values>` keeps the SQL
 * text (placeholders only) and loses the parameter list.
 */
export function withoutParameters(message: string): string {
  const cut = message.search(/\n\s*params:/i);
  return cut === -1 ? message : `${message.slice(0, cut)}\nparams: [已隐藏]`;
}

export interface LoggedFault {
  type: string;
  message: string;
  stack?: string;
  cause?: LoggedFault;
  [field: string]: unknown;
}

function logged(error: unknown, depth: number): LoggedFault {
  if (!error || typeof error !== 'object') return { type: typeof error, message: withoutParameters(String(error)) };
  const record = error as Record<string, unknown> & { name?: unknown; message?: unknown; stack?: unknown; cause?: unknown };
  const type = typeof record.name === 'string' ? record.name : (error.constructor?.name ?? 'Error');
  const message = withoutParameters(typeof record.message === 'string' ? record.message : '');
  const fault: LoggedFault = { type, message };
  if (depth === 0 && typeof record.stack === 'string') {
    // The stack's first lines repeat the message; only the frames are kept after the cleaned message.
    const frames = record.stack.split('\n').filter((line) => /^\s+at /.test(line));
    fault.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  for (const field of SAFE_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') fault[field] = value;
  }
  for (const field of VALUE_BEARING) if (record[field] !== undefined) fault[field] = '[已隐藏]';
  if (record.cause !== undefined && depth < MAX_CAUSES) fault.cause = logged(record.cause, depth + 1);
  return fault;
}

/**
 * The pino `err` serializer of the service: type, message, stack frames, SQLSTATE and constraint of an error and
 * its causes, never the parameters of a failed query or the row values a driver quotes (they carry names and ID
 * numbers).
 */
export function faultForLog(error: unknown): LoggedFault {
  return logged(error, 0);
}
