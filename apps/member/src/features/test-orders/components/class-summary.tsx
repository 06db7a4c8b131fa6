import type { SignUpInfoItem } from '@badminton/contracts';
import { CoverImage, formatDateTime } from '@badminton/ui';
import { formatFee, joinRegionNames } from '@badminton/validation';


function range(start: string, end: string): string {
  return `${formatDateTime(start)} 至 ${formatDateTime(end)}`;
}

/** The test information of /test/signUp and /test/sureOrder (spec 001 §3, test class sign-up view). */
export function ClassSummary({ item, fileHost, compact = false }: { item: SignUpInfoItem; fileHost: string; compact?: boolean }) {
  const rows: [string, string][] = [
    ['测试机构', item.mechanism_fullName],
    ['测试等级', item.gradeName],
    ['测试地点', `${joinRegionNames(item.province, item.city, item.district)} ${item.test_detail_addr}`],
    ['测试时间', range(item.test_start_time, item.test_end_time)],
  ];
  if (!compact) {
    rows.push(['报名时间', range(item.registration_start_time, item.registration_end_time)]);
    rows.push(['联系人', item.contact]);
    rows.push(['联系电话', item.contact_number]);
    rows.push(['剩余名额', `${item.seats_left} 个`]);
  }
  return (
    <div className={compact ? 'test-order-class test-order-class--compact' : 'test-order-class'}>
      {compact || !item.file_path ? null : (
        <div className="test-order-class__cover">
          <CoverImage path={item.file_path} fileHost={fileHost} lazy={false} />
        </div>
      )}
      <div className="test-order-class__body">
        <h3 className="test-order-class__title">{item.test_class_title}</h3>
        <dl className="test-order-class__info">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="test-order-class__fee">
          <span>报名费</span>
          <strong>{formatFee(item.registration_fee)}</strong>
        </p>
      </div>
    </div>
  );
}
