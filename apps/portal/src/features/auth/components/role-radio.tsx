import { ROLE_LABELS } from '@badminton/contracts';
import { Radio } from '@badminton/ui';

/** The three roles that register and sign in here (req: accounts.md#roles-and-permissions). */
export const ACCOUNT_ROLE_CODES = [1, 2, 3] as const;
/** The association staff (back office, decision 0066): accounts made by the association, never registered here. */
export const STAFF_ROLE_CODES = [4, 5] as const;
export type AccountRole = (typeof ACCOUNT_ROLE_CODES)[number];
/** Every role that signs in on /signin. */
export type SignInRole = AccountRole | (typeof STAFF_ROLE_CODES)[number];

export function RoleRadio<R extends SignInRole>({
  value,
  onChange,
  codes = ACCOUNT_ROLE_CODES as readonly SignInRole[] as readonly R[],
}: {
  value: R;
  onChange: (role: R) => void;
  codes?: readonly R[];
}) {
  return (
    <div className="auth-roles">
      <Radio.Group aria-label="账号类型" value={value} onChange={(role: R) => onChange(role)}>
        {codes.map((code) => (
          <Radio.Button key={code} value={code}>
            {ROLE_LABELS[code]}
          </Radio.Button>
        ))}
      </Radio.Group>
    </div>
  );
}
