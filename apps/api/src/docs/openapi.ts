import { AUGMENTATION_FIELDS, MESSAGES, ROLE_LABELS, SIGN_MAX_SKEW_SECONDS, SIGN_SALT } from '@badminton/contracts';
import { z } from 'zod';
import { CALL_ROUTE } from '../http/call-routes';
import type { CallRegistry } from '../registry/call-registry';
import type { RegisteredCall } from '../registry/types';
import { DEFAULT_SUBMITS } from '../uploads/policy';
import { PAYMENT_OPENAPI_PATHS } from '../modules/orders/openapi';

/** A JSON Schema object (draft 2020-12, the dialect of OpenAPI 3.1). */
export type JsonSchema = Record<string, unknown>;

const REF = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** zod → JSON Schema for the docs: the payload as a client sends it, the answer as it is returned. */
export function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return json;
}

const AUGMENTATION: JsonSchema = {
  type: 'object',
  description:
    `每个请求体都附带的增强字段（由 api-client 自动添加）。token = MD5(Action + '${SIGN_SALT}' + ts + (userToken ?? ''))，` +
    `ts 与服务器时间相差超过 ${SIGN_MAX_SKEW_SECONDS} 秒即拒绝。`,
  properties: {
    ts: { type: 'integer', description: '请求时间戳（秒）' },
    token: { type: 'string', pattern: '^[0-9a-f]{32}$', description: '请求签名（MD5 十六进制）' },
    userToken: { type: 'string', description: '登录凭证（已登录时）' },
    userid: { type: 'string', description: '用户编号（已登录时，仅供兼容，服务端以会话为准）' },
    user_id: { type: 'string', description: '同 userid' },
  },
  required: ['ts', 'token'],
};

const FAILURE: JsonSchema = {
  type: 'object',
  description: '业务失败、参数校验失败、签名无效、无权限或登录失效',
  properties: {
    isSuccess: { const: false },
    errorMsg: { type: 'string', description: `中文提示；包含“请重新登录”时客户端退出登录（例：${MESSAGES.sessionExpired}）` },
  },
  required: ['isSuccess', 'errorMsg'],
};

const FAULT: JsonSchema = {
  type: 'object',
  description: '意外故障：不返回任何细节',
  properties: {
    success: { const: false },
    result: { type: 'null' },
    error: { type: 'object', properties: { message: { const: MESSAGES.unexpected } }, required: ['message'] },
    unAuthorizedRequest: { const: false },
  },
  required: ['success', 'result', 'error', 'unAuthorizedRequest'],
};

function envelopeOf(output: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: {
      success: { const: true },
      result: {
        oneOf: [{ allOf: [{ type: 'object', properties: { isSuccess: { const: true } }, required: ['isSuccess'] }, output] }, REF('Failure')],
      },
      error: { type: 'null' },
      unAuthorizedRequest: { type: 'boolean', description: '登录失效时为 true' },
    },
    required: ['success', 'result', 'error', 'unAuthorizedRequest'],
  };
}

export function rolesText(roles: RegisteredCall['roles']): string {
  return roles === 'public' ? '公开（访客可用）' : roles.map((role) => `${role} ${ROLE_LABELS[role]}`).join('、');
}

const KIND_LABELS = { jpg: 'JPG', png: 'PNG', pdf: 'PDF', xlsx: 'XLSX', mp4: 'MP4' } as const;

/** The files an upload call accepts (decision 0020), as multipart properties; null for a call that takes none. */
function uploadProperties(call: RegisteredCall): JsonSchema | null {
  const { uploads } = call;
  if (!uploads) return null;
  const properties: JsonSchema = {};
  for (const [name, field] of Object.entries(uploads.fields)) {
    const file = {
      type: 'string',
      format: 'binary',
      description: `${field.kinds.map((kind) => KIND_LABELS[kind]).join('/')}，不超过 ${Math.round((field.maxBytes / 1024 / 1024) * 10) / 10} MB；${
        field.kinds.includes('xlsx')
          ? '按内容识别的 xlsx 工作簿（解压后大小、行数受限，不得含公式），原样读取、不保存'
          : field.kinds.includes('mp4')
            ? 'MP4 按内容检查（ftyp 品牌、顶层结构完整、含 moov 与 mdat）后原样保存'
            : field.kinds.includes('pdf') ? '图片解码后重新编码存储、元数据不保留；PDF 按内容检查（签名、结构、无脚本与嵌入文件）后原样保存' : '解码后重新编码存储，元数据不保留'
      }`,
    };
    const most = field.maxCount ?? 1;
    properties[name] = most > 1 ? { type: 'array', items: file, maxItems: most } : file;
  }
  return {
    type: 'object',
    description: `上传文件（文本字段须在文件之前）：每次最多 ${uploads.maxFiles} 个文件；同一用户每 ${(uploads.submits ?? DEFAULT_SUBMITS).windowSeconds / 60} 分钟最多提交 ${(uploads.submits ?? DEFAULT_SUBMITS).limit} 次`,
    properties,
  };
}

function operationOf(call: RegisteredCall) {
  const [service, action] = call.contract.path.split('/');
  const payload = { allOf: [toSchema(call.contract.input, 'input'), REF('Augmentation')] };
  const files = uploadProperties(call);
  return {
    operationId: `${service}_${action}`,
    tags: [service],
    summary: call.contract.summary,
    description: `允许：${rolesText(call.roles)}`,
    'x-roles': call.roles,
    requestBody: {
      required: true,
      content: {
        'application/json': { schema: payload },
        'application/x-www-form-urlencoded': { schema: payload },
        'multipart/form-data': { schema: files ? { allOf: [...payload.allOf, files] } : payload },
      },
    },
    responses: {
      '200': { description: 'ABP 信封', content: { 'application/json': { schema: envelopeOf(toSchema(call.contract.output, 'output')) } } },
      '500': { description: '意外故障', content: { 'application/json': { schema: REF('Fault') } } },
    },
  };
}

function callPath(path: string): string {
  const [service, action] = path.split('/');
  return CALL_ROUTE.replace(':service', service).replace(':action', action);
}

/** What every call has in common (Markdown: the reference page at /api/docs shows it above the calls). */
const CONVENTIONS = [
  '所有接口：`POST /api/services/app/{Service}/{Action}`，请求体为 JSON；也接受表单（application/x-www-form-urlencoded）与 multipart（文本字段在文件之前）。',
  '',
  `- **增强字段**（每个请求都带）：${AUGMENTATION_FIELDS.map((field) => `\`${field}\``).join('、')}。` +
    `\`token = MD5(Action + '${SIGN_SALT}' + ts + (userToken ?? ''))\`；ts 为秒，与服务器相差超过 ${SIGN_MAX_SKEW_SECONDS} 秒即拒绝。`,
  '- **响应**为 ABP 信封 `{ success, result, error, unAuthorizedRequest }`，处理过的请求一律 HTTP 200：成功为 `result.isSuccess: true` 加数据；' +
    `业务失败为 \`result: { isSuccess: false, errorMsg }\`；登录失效时 \`unAuthorizedRequest: true\`、errorMsg 为「${MESSAGES.sessionExpired}」；` +
    `仅意外故障返回 \`success: false\` 与「${MESSAGES.unexpected}」（HTTP 500）。`,
  '- **列表**：请求 `limit`、`page`（从 1 开始），响应 `items`、`totalCount`；详情接口响应 `items: [详情]`。',
  '- **时间**一律为 `YYYY-MM-DD HH:mm:ss`（北京时间）；文件地址以 `/wwwroot/` 开头。',
  '- 每个接口的说明写明允许的角色（`x-roles`：`public` 为访客可用，否则为用户类型代码）。',
  '- 机器可读版本：[/api/docs/openapi.json](/api/docs/openapi.json)（OpenAPI 3.1，由接口注册表生成）。',
].join('\n');

/** The OpenAPI 3.1 document of every registered call. */
export function buildOpenApi(registry: CallRegistry) {
  const calls = registry.list();
  const services = [...new Set(calls.map((call) => call.contract.path.split('/')[0]))];
  return {
    openapi: '3.1.0',
    info: {
      title: '羽毛球运动水平等级评定 · 服务接口',
      version: '1.0.0',
      description: CONVENTIONS,
    },
    servers: [{ url: '/' }],
    tags: services.map((name) => ({ name })),
    paths: { ...Object.fromEntries(calls.map((call) => [callPath(call.contract.path), { post: operationOf(call) }])), ...PAYMENT_OPENAPI_PATHS },
    components: { schemas: { Augmentation: AUGMENTATION, Failure: FAILURE, Fault: FAULT } },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApi>;
