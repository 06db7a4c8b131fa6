import { useCall } from '@badminton/api-client/react';
import { getParterList } from '@badminton/contracts';
import { resolveFileUrl } from '@badminton/ui/lite';

/** Partner logo list. */
export function PartnerLogos({ fileHost }: { fileHost: string }) {
  const { result } = useCall(getParterList, {});
  const items = result?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="home-card home-partners" aria-labelledby="home-partners-title">
      <header className="home-card__head">
        <h2 id="home-partners-title">合作伙伴</h2>
      </header>
      <ul className="home-partners__list">
        {items.map((partner) => (
          <li key={partner.id}>
            <a href={partner.link_url} target="_blank" rel="noopener noreferrer" title={partner.name}>
              <img src={resolveFileUrl(partner.file_path, fileHost)} alt={partner.name} loading="lazy" width={200} height={80} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
