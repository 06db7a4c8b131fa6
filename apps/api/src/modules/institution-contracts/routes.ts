import formbody from '@fastify/formbody';
import { E_SIGN_NOTIFY_PATHS } from '@badminton/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ESignSignatureError } from '../../providers/e-sign/e-sign';
import type { ModuleDeps } from '../../registry/deps';
import { applySignNotification, applyVerifyNotification, type NotificationOutcome } from './service';

type RouteDeps = Pick<ModuleDeps, 'db' | 'clock' | 'eSign'>;

/** The platform posts a few hundred bytes of form fields; anything much larger is not a callback. */
const NOTIFY_BODY_LIMIT = 16 * 1024;

/** The form fields as posted: text values only (a repeated field keeps its first value). */
function fieldsOf(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!body || typeof body !== 'object') return fields;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string') fields[name] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') fields[name] = value[0];
  }
  return fields;
}

/**
 * The e-sign platform's callbacks (decision 0058), outside the call envelope, form-urlencoded as 法大大 posts them:
 * - `POST /api/e-sign/notify/sign`: a signing result (3000 / 3001) of a transaction the service started;
 * - `POST /api/e-sign/notify/verify`: an enterprise real-name verification result.
 * Each is checked by the driver (`openSignNotification` / `openVerifyNotification`) before anything is believed: a
 * forged or malformed one is answered 400 and changes nothing. A genuine one is applied idempotently (a replay, an
 * older attempt's or an out-of-order callback never moves a newer state) and answered 200 `success`; a fault while
 * applying is answered 500 so the platform tries again.
 */
export const eSignNotifyRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app: FastifyInstance, { deps }) => {
  await app.register(formbody, { bodyLimit: NOTIFY_BODY_LIMIT });

  async function handle(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: 'sign' | 'verify',
  ): Promise<FastifyReply> {
    const eSign = deps.eSign;
    if (!eSign) return reply.code(404).type('text/plain; charset=utf-8').send('not found');
    // The posted form fields, with the notify URL's own query parameters (a driver may bind its serial there).
    const fields = { ...fieldsOf(request.query), ...fieldsOf(request.body) };
    let outcome: NotificationOutcome;
    try {
      if (kind === 'sign') {
        const notification = eSign.openSignNotification(fields);
        outcome = await applySignNotification(deps, notification);
      } else {
        const notification = eSign.openVerifyNotification(fields);
        outcome = await applyVerifyNotification(deps, notification);
      }
    } catch (error) {
      if (error instanceof ESignSignatureError) {
        request.log.warn({ reason: error.message, kind }, 'e-sign notification refused');
        return reply.code(400).type('text/plain; charset=utf-8').send('fail');
      }
      request.log.error({ err: error, kind }, 'e-sign notification not applied');
      return reply.code(500).type('text/plain; charset=utf-8').send('fail');
    }
    request.log.info({ kind, outcome }, 'e-sign notification');
    return reply.code(200).type('text/plain; charset=utf-8').send('success');
  }

  app.post(E_SIGN_NOTIFY_PATHS.sign, (request, reply) => handle(request, reply, 'sign'));
  app.post(E_SIGN_NOTIFY_PATHS.verify, (request, reply) => handle(request, reply, 'verify'));
};
