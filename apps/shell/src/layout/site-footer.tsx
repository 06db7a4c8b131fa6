import { useEffect, useState } from 'react';
import { getContactUsList, type ContactUs } from '@badminton/contracts';
import { api } from '@badminton/api-client';
import { BrandMark } from '@badminton/ui/brand-mark';
import { resolveFileUrl } from '@badminton/ui/format';
import { useRuntimeConfig } from '../app/runtime-context';

/**
 * Footer (req: public-portal.md#footer) from AboutUs/GetContactUsList: name, three service accounts, copyright, filing
 * number. Asked once the page is up, not drawn on the server: the shell would otherwise carry `useCall`
 * (@badminton/api-client/react) onto every route, 2.4 KB gzip that the home page's budget has no room for, for a block
 * below the fold (decision 0053).
 */
export function SiteFooter() {
  const { fileHost } = useRuntimeConfig();
  const [contact, setContact] = useState<ContactUs | null>(null);
  useEffect(() => {
    let alive = true;
    api()
      .call(getContactUsList, {})
      .then((answer) => {
        if (alive && answer.ok) setContact(answer.result.items[0] ?? null);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  const accounts = contact
    ? ([1, 2, 3] as const)
        .map((n) => ({ image: contact[`file_path${n}`], name: contact[`service_account${n}_name`] }))
        .filter((a) => a.image || a.name)
    : [];
  return (
    <footer className="shell-footer">
      <div className="shell-container shell-footer__inner">
        <div className="shell-footer__about">
          <h2 className="shell-footer__name">
            <BrandMark size={32} className="shell-footer__mark" />
            {contact?.name ?? '羽毛球运动水平等级评定'}
          </h2>
          <p className="shell-footer__links">
            <a href="/commonQuestion">常见问题</a>
            <a href="/enquiry/certificateAuthenticity">证书查询</a>
            <a href="/notice">通知公告</a>
          </p>
        </div>
        <ul className="shell-footer__accounts" aria-label="服务账号">
          {accounts.map((account) => (
            <li key={account.name}>
              {account.image ? (
                <img src={resolveFileUrl(account.image, fileHost)} alt={account.name} width={96} height={96} loading="lazy" />
              ) : null}
              <span>{account.name}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="shell-footer__legal">
        <div className="shell-container">
          {contact?.copyright ? <span>{contact.copyright}</span> : null}
          {contact?.police_record_number ? <span className="shell-footer__police">{contact.police_record_number}</span> : null}
        </div>
      </div>
    </footer>
  );
}
