import { MESSAGES, openQuery } from '@badminton/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultForLog, withoutParameters } from '../src/lib/db-errors';
import { build, type TestApp } from './helpers/build';
import { postCall, signedBody } from './helpers/call';

/**
 * A fault's log line carries the SQL text, its SQLSTATE and the stack frames, never the query's parameters or the
 * row values a driver quotes: they are names and ID numbers (docs/security.md, log redaction).
 */

const NAME = '李秘密';
const ID_NUMBER = '11010519491231002X';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await build({ demo: null, env: { LOG_LEVEL: 'info' }, logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(() => t.close());

describe('a failing query', () => {
  it('is answered as a fault and logged without its parameters', async () => {
    await t.database.db.execute(sql.raw('alter table person_profiles rename to person_profiles_elsewhere'));
    try {
      lines.length = 0;
      const { status, envelope } = await postCall(
        t.app,
        openQuery.path,
        signedBody(openQuery.path, { name: NAME, certificates_type: 1, certificates_number: ID_NUMBER }),
      );
      expect(status).toBe(500);
      expect(envelope).toEqual({ success: false, result: null, error: { message: MESSAGES.unexpected }, unAuthorizedRequest: false });
      const fault = lines.find((line) => line.includes('unexpected fault'));
      expect(fault).toBeDefined();
      expect(fault).toContain('person_profiles');
      expect(fault).toContain('42P01');
      expect(fault).toContain('[已隐藏]');
      const log = lines.join('\n');
      expect(log).not.toContain(NAME);
      expect(log).not.toContain(ID_NUMBER);
      expect(log).not.toContain(ID_NUMBER.toLowerCase());
    } finally {
      await t.database.db.execute(sql.raw('alter table person_profiles_elsewhere rename to person_profiles'));
    }
  });
});

describe('faultForLog', () => {
  it('keeps the SQL text, SQLSTATE and constraint, drops parameters and quoted values, through the causes', () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint "users_mobile_key"'), {
      code: '23505',
      constraint: 'users_mobile_key',
      detail: 'Key (mobile)=(13800000001) already exists.',
      where: 'parameter $2 = \'13800000001\'',
    });
    const wrapped = Object.assign(new Error(`Failed query: insert into "users" ("mobile") values ($1)\nparams: 13800000001,${NAME}`), {
      query: 'insert into "users" ("mobile") values ($1)',
      params: ['13800000001', NAME],
      cause: driverError,
    });
    const logged = faultForLog(wrapped);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('13800000001');
    expect(text).not.toContain(NAME);
    expect(logged.message).toBe('Failed query: insert into "users" ("mobile") values ($1)\nparams: [已隐藏]');
    expect(logged.stack).toMatch(/^Error: Failed query: insert into "users"[\s\S]*\n\s+at /);
    expect(logged.cause).toMatchObject({ code: '23505', constraint: 'users_mobile_key', detail: '[已隐藏]', where: '[已隐藏]' });
  });

  it('leaves a message without parameters as it is', () => {
    expect(withoutParameters('relation "x" does not exist')).toBe('relation "x" does not exist');
  });
});
