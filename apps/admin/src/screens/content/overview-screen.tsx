import { useCall } from '@badminton/api-client/react';
import { Link } from '@badminton/router';
import { ErrorState, PageSection, Spinner } from '@badminton/ui';
import { getContentOverview } from './calls';
import { CONTENT_SECTIONS, ContentNav } from './shared';

/**
 * /personal/content 内容管理 (req: back-office.md#content-editing; decision 0070): the national administrator's entry to
 * everything the public portal shows from the content module — each section with how many entries it has and how many
 * are public, and a link to edit it.
 */
export default function ContentOverviewScreen() {
  const state = useCall(getContentOverview, {});
  const counts = new Map((state.result?.items ?? []).map((item) => [item.section, item]));
  return (
    <PageSection title="内容管理">
      <ContentNav />
      {state.loading && !state.result ? <Spinner label="正在加载内容概览" /> : null}
      {state.errorMsg && !state.result ? <ErrorState text={state.errorMsg} onRetry={state.reload} /> : null}
      {state.result ? (
        <ul className="content-overview">
          {CONTENT_SECTIONS.filter((item) => item.section !== 'overview').map((item) => {
            const count = counts.get(item.section);
            return (
              <li key={item.section} className="content-overview__card">
                <h3 className="content-overview__title">{item.label}</h3>
                <p className="content-overview__count">
                  {item.section === 'contact'
                    ? state.result?.hasContact
                      ? '已填写'
                      : '未填写'
                    : `共 ${count?.total ?? 0} 条，已发布 ${count?.published ?? 0} 条`}
                </p>
                <Link className="el-button el-button--primary el-button--small content-overview__link" to={item.path}>
                  管理{item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </PageSection>
  );
}
