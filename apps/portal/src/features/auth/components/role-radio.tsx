import { ROLE_LABELS } from '@badminton/contracts';
import { Radio } from '@badminton/ui';

/** The three roles that register and sign in here (req: accounts.md#roles-and-permissions). */
export const ACCOUNT_ROLE_CODES = [1, 2, 3] as const;
export type AccountRole = (typeof ACCOUNT_ROLE_CODES)[number];

export function RoleRadio({ value, onChange }: { value: AccountRole; onChange: (role: AccountRole) => void }) {
  return (
    <div className="auth-roles">
      <Radio.Group aria-label="账号类型" value={value} onChange={(role: AccountRole) => onChange(role)}>
        {ACCOUNT_ROLE_CODES.map((code) => (
          <Radio.Button key={code} value={code}>
            {ROLE_LABELS[code]}
          </Radio.Button>
        ))}
      </Radio.Group>
    </div>
  );
}
