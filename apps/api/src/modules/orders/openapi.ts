/**
 * The payment routes outside the call envelope, as OpenAPI path items (decision 0030), merged into the generated
 * reference by `src/docs/openapi.ts`.
 */
const FAIL = {
  type: 'object',
  required: ['code', 'message'],
  properties: { code: { const: 'FAIL' }, message: { type: 'string' } },
} as const;

export const PAYMENT_OPENAPI_PATHS = {
  '/api/pay/wechat/notify': {
    post: {
      operationId: 'WeChatPay_Notify',
      tags: ['PayOrder'],
      summary: '微信支付回调（支付、退款通知，API v3）',
      description:
        '由微信支付调用，不是 services/app 接口。先以平台公钥校验 Wechatpay-Timestamp / Nonce / Signature / Serial（时间差不超过 5 分钟），' +
        '再以 APIv3 密钥 AES-256-GCM 解密 resource，然后在一个事务中入账（幂等：重复通知不重复入账；金额不符、订单已关闭、订单不存在均记录）。',
      parameters: ['Wechatpay-Timestamp', 'Wechatpay-Nonce', 'Wechatpay-Signature', 'Wechatpay-Serial'].map((name) => ({
        name,
        in: 'header',
        required: true,
        schema: { type: 'string' },
      })),
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['id', 'create_time', 'event_type', 'resource_type', 'resource'],
              properties: {
                id: { type: 'string' },
                create_time: { type: 'string' },
                event_type: { type: 'string', examples: ['TRANSACTION.SUCCESS', 'REFUND.SUCCESS'] },
                resource_type: { const: 'encrypt-resource' },
                summary: { type: 'string' },
                resource: {
                  type: 'object',
                  required: ['algorithm', 'ciphertext', 'nonce', 'original_type'],
                  properties: {
                    algorithm: { const: 'AEAD_AES_256_GCM' },
                    ciphertext: { type: 'string', description: 'base64（密文 + 16 字节认证标签）' },
                    associated_data: { type: 'string' },
                    nonce: { type: 'string' },
                    original_type: { type: 'string', examples: ['transaction', 'refund'] },
                  },
                },
              },
            },
          },
        },
      },
      responses: {
        '204': { description: '已接收并处理（含重复通知）' },
        '401': { description: '签名、证书序列号、时间戳或解密校验失败', content: { 'application/json': { schema: FAIL } } },
        '500': { description: '处理失败，微信支付稍后重发', content: { 'application/json': { schema: FAIL } } },
      },
    },
  },
  '/api/pay/qr/{file}': {
    get: {
      operationId: 'PayOrder_QrImage',
      tags: ['PayOrder'],
      summary: '支付二维码图片（PNG）',
      description: 'PayOrder/GetPayCode 返回的带令牌地址；订单不可支付或令牌不符时 404。',
      parameters: [
        { name: 'file', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9A-Za-z]{1,32}\\.png$' } },
        { name: 't', in: 'query', required: true, schema: { type: 'string' } },
      ],
      responses: {
        '200': { description: '二维码', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } },
        '404': { description: '未找到该资源' },
      },
    },
  },
} as const;
