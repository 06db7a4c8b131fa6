import { useCall } from '@badminton/api-client/react';
import { getParterList } from '@badminton/contracts';
import { EmptyState, resolveFileUrl } from '@badminton/ui/lite';

/**
 * Partner logo list; 暂无相关信息 when there are none (req: public-portal.md#empty-and-error-states). Nothing while loading
 * (below the fold).
 */
export function PartnerLogos({ fileHost }: { fileHost: string }) {
  const { result } = useCall(getParterList, {});
  if (!result) return null;
  const { items } = result;
  return (
    <section className="home-card home-partners" aria-labelledby="home-partners-title">
      <header className="home-card__head">
        <h2 id="home-partners-title">合作伙伴</h2>
      </header>
      {items.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="home-partners__list">
          {items.map((partner) => (
            <li key={partner.id}>
              <a href={partner.link_url} target="_blank" rel="noopener noreferrer" title={partner.name}>
                <img src={resolveFileUrl(partner.file_path, fileHost)} alt={partner.name} loading="lazy" width={200} height={80} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
