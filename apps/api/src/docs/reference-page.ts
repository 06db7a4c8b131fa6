import { AUGMENTATION_FIELDS, MESSAGES, SIGN_MAX_SKEW_SECONDS, SIGN_SALT } from '@badminton/contracts';
import { CALL_ROUTE } from '../http/call-routes';
import type { CallRegistry } from '../registry/call-registry';
import type { RegisteredCall } from '../registry/types';
import { type JsonSchema, rolesText, toSchema } from './openapi';

/** A readable, self-contained HTML reference of every call, generated from the registry. */

interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  notes: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function typeOf(schema: JsonSchema): string {
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) return variants.map(typeOf).join(' | ');
  if (schema.type === 'array') return `${typeOf((schema.items as JsonSchema) ?? {})}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return typeof schema.type === 'string' ? schema.type : 'any';
}

const CONSTRAINTS: Array<[key: string, label: string]> = [
  ['default', '默认'],
  ['minimum', '最小'],
  ['maximum', '最大'],
  ['minLength', '最短'],
  ['maxLength', '最长'],
  ['pattern', '格式'],
];

/** zod bounds every integer by the safe-integer range; that says nothing to a reader. */
function isSafeIntegerBound(value: unknown): boolean {
  return value === Number.MAX_SAFE_INTEGER || value === Number.MIN_SAFE_INTEGER;
}

function notesOf(schema: JsonSchema): string {
  const parts = typeof schema.description === 'string' ? [schema.description] : [];
  for (const [key, label] of CONSTRAINTS) {
    const value = schema[key];
    if (value !== undefined && !isSafeIntegerBound(value)) parts.push(`${label} ${JSON.stringify(value)}`);
  }
  return parts.join('；');
}

/** The object a field nests (directly, or as array items), if any. */
function nestedObject(schema: JsonSchema): JsonSchema | undefined {
  const target = schema.type === 'array' ? (schema.items as JsonSchema | undefined) : schema;
  return target?.type === 'object' && target.properties ? target : undefined;
}

function fieldsOf(schema: JsonSchema, prefix = ''): FieldRow[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).flatMap(([name, property]) => {
    const row = { name: prefix + name, type: typeOf(property), required: required.has(name), notes: notesOf(property) };
    const nested = nestedObject(property);
    const childPrefix = `${prefix}${name}${property.type === 'array' ? '[]' : ''}.`;
    return nested ? [row, ...fieldsOf(nested, childPrefix)] : [row];
  });
}

function fieldTable(rows: FieldRow[], emptyText: string): string {
  if (rows.length === 0) return `<p class="muted">${emptyText}</p>`;
  const body = rows
    .map(
      (row) =>
        `<tr><td><code>${escapeHtml(row.name)}</code></td><td><code>${escapeHtml(row.type)}</code></td>` +
        `<td>${row.required ? '是' : '否'}</td><td>${escapeHtml(row.notes)}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>字段</th><th>类型</th><th>必填</th><th>说明</th></tr></thead><tbody>${body}</tbody></table>`;
}

function callSection(call: RegisteredCall): string {
  const { path, summary } = call.contract;
  const url = CALL_ROUTE.replace(':service/:action', path);
  return `<section class="call" id="${escapeHtml(path.replace('/', '-'))}">
<h3><span class="verb">POST</span> <code>${escapeHtml(url)}</code></h3>
<p>${escapeHtml(summary)}</p>
<p><strong>角色：</strong>${escapeHtml(rolesText(call.roles))}</p>
<h4>请求参数</h4>${fieldTable(fieldsOf(toSchema(call.contract.input, 'input')), '无参数（只需增强字段）')}
<h4>成功时 result 字段（另含 isSuccess: true）</h4>${fieldTable(fieldsOf(toSchema(call.contract.output, 'output')), '无')}
</section>`;
}

function groupByService(calls: RegisteredCall[]): Map<string, RegisteredCall[]> {
  const groups = new Map<string, RegisteredCall[]>();
  for (const call of calls) {
    const service = call.contract.path.split('/')[0];
    groups.set(service, [...(groups.get(service) ?? []), call]);
  }
  return groups;
}

const STYLE = `body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;color:#1f2933;line-height:1.6}
header{background:#1d6b3a;color:#fff;padding:1.5em 2em}header a{color:#d6f5e0}
main{display:flex;gap:2em;padding:1.5em 2em}nav{min-width:16em;position:sticky;top:1em;align-self:flex-start}
nav ul{list-style:none;padding-left:1em;margin:.2em 0 .8em}nav a{color:#1d6b3a;text-decoration:none}
article{flex:1;min-width:0}.call{border:1px solid #d9e2ec;border-radius:6px;padding:1em 1.2em;margin:1em 0}
.verb{background:#1d6b3a;color:#fff;border-radius:3px;padding:0 .4em;font-size:.85em}
table{border-collapse:collapse;width:100%;font-size:.92em}th,td{border:1px solid #d9e2ec;padding:.3em .5em;text-align:left;vertical-align:top}
th{background:#f0f4f8}.muted{color:#7b8794}code{font-family:ui-monospace,Consolas,monospace}`;

function introSection(): string {
  return `<section><h2>通用约定</h2><ul>
<li>所有接口：<code>POST /api/services/app/{Service}/{Action}</code>，请求体为 JSON；也接受表单（application/x-www-form-urlencoded）与 multipart。</li>
<li>增强字段（每个请求都带）：<code>${AUGMENTATION_FIELDS.join('</code>、<code>')}</code>。
<code>token = MD5(Action + '${SIGN_SALT}' + ts + (userToken ?? ''))</code>；ts 为秒，与服务器相差超过 ${SIGN_MAX_SKEW_SECONDS} 秒即拒绝。</li>
<li>响应为 ABP 信封 <code>{ success, result, error, unAuthorizedRequest }</code>：成功为 <code>result.isSuccess: true</code> 加数据；
业务失败为 <code>result: { isSuccess: false, errorMsg }</code>；登录失效时 <code>unAuthorizedRequest: true</code>、errorMsg 为「${MESSAGES.sessionExpired}」；
仅意外故障返回 <code>success: false</code> 与「${MESSAGES.unexpected}」（HTTP 500）。</li>
<li>列表：请求 <code>limit</code>、<code>page</code>（从 1 开始），响应 <code>items</code>、<code>totalCount</code>；详情接口响应 <code>items: [详情]</code>。</li>
<li>时间一律为 <code>YYYY-MM-DD HH:mm:ss</code>（北京时间）；文件地址以 <code>/wwwroot/</code> 开头。</li>
<li>机器可读版本：<a href="/api/docs/openapi.json">/api/docs/openapi.json</a>（OpenAPI 3.1）。</li></ul></section>`;
}

export function renderReferencePage(registry: CallRegistry): string {
  const groups = groupByService(registry.list());
  const nav = [...groups]
    .map(
      ([service, calls]) =>
        `<li><strong>${escapeHtml(service)}</strong><ul>${calls
          .map((call) => `<li><a href="#${escapeHtml(call.contract.path.replace('/', '-'))}">${escapeHtml(call.contract.path.split('/')[1])}</a></li>`)
          .join('')}</ul></li>`,
    )
    .join('');
  const sections = [...groups]
    .map(([service, calls]) => `<h2 id="${escapeHtml(service)}">${escapeHtml(service)}</h2>${calls.map(callSection).join('')}`)
    .join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>接口文档 · 羽毛球运动水平等级评定</title><style>${STYLE}</style></head>
<body><header><h1>接口文档</h1><p>羽毛球运动水平等级评定 · 共 ${registry.list().length} 个接口，由接口注册表自动生成。</p></header>
<main><nav><ul>${nav}</ul></nav><article>${introSection()}${sections}</article></main></body></html>`;
}
