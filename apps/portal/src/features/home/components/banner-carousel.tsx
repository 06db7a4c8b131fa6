import { useCall } from '@badminton/api-client/react';
import { getBannerList } from '@badminton/contracts';
import { Carousel, resolveFileUrl } from '@badminton/ui';

/** Banner carousel: 3 s autoplay, loops, arrows, clickable dots; a click opens the banner link in a new tab. */
export function BannerCarousel({ fileHost }: { fileHost: string }) {
  const { result } = useCall(getBannerList, {});
  const banners = result?.items ?? [];
  if (banners.length === 0) return <div className="home-banner home-banner--empty" aria-hidden="true" />;
  return (
    <section className="home-banner" aria-label="轮播图">
      <Carousel interval={3000} arrow="always" trigger="click" height="var(--home-banner-height)">
        {banners.map((banner) => (
          <Carousel.Item key={banner.id}>
            <a className="home-banner__link" href={banner.link_url} target="_blank" rel="noopener noreferrer" title={banner.title}>
              <img src={resolveFileUrl(banner.file_path, fileHost)} alt={banner.title} />
            </a>
          </Carousel.Item>
        ))}
      </Carousel>
    </section>
  );
}
