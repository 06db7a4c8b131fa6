import { useState } from 'react';
import { useCall } from '@badminton/api-client/react';
import { getPhotoVideosList, MediaType } from '@badminton/contracts';
import { EmptyState, resolveFileUrl } from '@badminton/ui/lite';

const MEDIA_COUNT = 6;

/**
 * Picture/video carousel: 6 items, 4 visible (2 below 768 px, set in CSS through --home-media-visible),
 * manual previous/next. The step is one item; the track wraps at both ends.
 */
export function MediaCarousel({ fileHost }: { fileHost: string }) {
  const { result } = useCall(getPhotoVideosList, { limit: MEDIA_COUNT, page: 1 });
  const [offset, setOffset] = useState(0);
  const [playing, setPlaying] = useState<number | null>(null);
  if (!result) return null; // below the fold: nothing while loading
  const { items } = result;
  const step = (delta: number) => setOffset((current) => (current + delta + items.length) % items.length);
  const rotated = [...items.slice(offset), ...items.slice(0, offset)];
  return (
    <section className="home-card home-media" aria-labelledby="home-media-title">
      <header className="home-card__head">
        <h2 id="home-media-title">图片视频</h2>
      </header>
      {items.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="home-media__frame">
          <button type="button" className="home-media__nav" aria-label="上一个" onClick={() => step(-1)}>
            ‹
          </button>
          <ul className="home-media__track">
            {rotated.map((item) => (
              <li key={item.id} className="home-media__item">
                {item.media_type === MediaType.Video && item.video_path && playing === item.id ? (
                  <video src={resolveFileUrl(item.video_path, fileHost)} controls autoPlay poster={resolveFileUrl(item.file_path, fileHost)} />
                ) : (
                  <button
                    type="button"
                    className="home-media__cover"
                    onClick={() => item.media_type === MediaType.Video && item.video_path && setPlaying(item.id)}
                    aria-label={item.title}
                  >
                    <img src={resolveFileUrl(item.file_path, fileHost)} alt="" loading="lazy" />
                    {item.media_type === MediaType.Video ? <span className="home-media__play" aria-hidden="true" /> : null}
                  </button>
                )}
                <p className="home-media__title">{item.title}</p>
              </li>
            ))}
          </ul>
          <button type="button" className="home-media__nav" aria-label="下一个" onClick={() => step(1)}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
