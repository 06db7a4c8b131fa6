import { useCall } from '@badminton/api-client/react';
import { getBannerList } from '@badminton/contracts';
import { resolveFileUrl, Slideshow } from '@badminton/ui/lite';

/** Banner carousel: 3 s autoplay, loops, arrows, clickable dots; a click opens the banner link in a new tab. */
export function BannerCarousel({ fileHost }: { fileHost: string }) {
  const { result } = useCall(getBannerList, {});
  const banners = result?.items ?? [];
  if (banners.length === 0) return <div className="home-banner home-banner--empty" aria-hidden="true" />;
  return (
    <section className="home-banner">
      <Slideshow label="轮播图" interval={3000}>
        {banners.map((banner, index) => (
          <a
            key={banner.id}
            className="home-banner__link"
            href={banner.link_url}
            target="_blank"
            rel="noopener noreferrer"
            title={banner.title}
          >
            <img
              src={resolveFileUrl(banner.file_path, fileHost)}
              alt={banner.title}
              width={1920}
              height={520}
              // React 18 has no fetchPriority prop (it warns, then writes the attribute): the attribute itself.
              {...{ fetchpriority: index === 0 ? 'high' : 'low' }}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          </a>
        ))}
      </Slideshow>
    </section>
  );
}
