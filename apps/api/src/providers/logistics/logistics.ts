/**
 * Logistics provider adapter (req: product-decisions.md#3-external-providers, 002 §3 and §7; decision 0033): the route
 * of a parcel by its waybill number, answered in the SF Express route-query XML (`respXml`) the spec reads:
 *
 * ```xml
 * <Response service="RouteService"><Head>OK</Head><Body>
 *   <RouteResponse mailno="SF1234567890123">
 *     <Route remark="顺丰速运 已收取快件" accept_time="2026-06-01 10:00:00" accept_address="北京市"/>
 *     …
 *   </RouteResponse>
 * </Body></Response>
 * ```
 *
 * A head of `ERR` (unknown waybill, refused request) carries `<ERROR code="…">message</ERROR>` and means nothing is
 * shown. The service parses the XML (`./route-xml.ts`) and answers the browser `_mailno`, `_remark`, `_accept_time`,
 * `_accept_address` as 002 §3 names them.
 *
 * Which driver runs is configuration (`LOGISTICS_DRIVER`); the `sandbox` driver is the default. The production
 * driver `sf` (`./sf.ts`, decision 0052) asks SF Express's classic XML `RouteService`: the request
 * `<Request service="RouteService" lang="zh-CN"><Head>{clientCode}</Head><Body><RouteRequest tracking_type="1"
 * method_type="1" tracking_number="{mailno}"/></Body></Request>` form-posted as `xml` with
 * `verifyCode = base64(md5(xml + checkword))`, answering the same XML. Settings: SF_API_URL, SF_CLIENT_CODE,
 * SF_CHECKWORD.
 */
export interface LogisticsProvider {
  readonly driver: string;
  /** The carrier's name shown above the route (顺丰速运). */
  readonly company: string;
  /** The route of a waybill as `respXml`. Throws only when the carrier cannot be reached. */
  queryRoute(mailno: string): Promise<string>;
}
