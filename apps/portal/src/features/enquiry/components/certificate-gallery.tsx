import type { ReactNode } from 'react';
import { CERTIFICATE_THUMB_SIZES, certificateSrcSet } from '@badminton/contracts/files';
import { ZoomableImage } from './image-preview';

/** Certificate images are 1200 × 848; thumbnails keep that ratio. */
const THUMB_WIDTH = 300;
const THUMB_HEIGHT = 212;

export interface GalleryItem {
  /** '' when the image is not public (the holder keeps the name private): a placeholder takes its place. */
  src: string;
  title: string;
  caption?: ReactNode;
}

/** Certificate thumbnails in a grid (the card-size rendering where it is enough); each opens the full image enlarged. */
export function CertificateGallery({ items }: { items: GalleryItem[] }) {
  return (
    <ul className="enquiry-certificates">
      {items.map((item, index) => (
        <li key={`${item.src}-${index}`} className="enquiry-certificate">
          {item.src ? (
            <ZoomableImage
              src={item.src}
              srcSet={certificateSrcSet(item.src)}
              sizes={CERTIFICATE_THUMB_SIZES}
              alt={`${item.title}证书`}
              width={THUMB_WIDTH}
              height={THUMB_HEIGHT}
            />
          ) : (
            <div className="enquiry-certificate__hidden" style={{ aspectRatio: `${THUMB_WIDTH} / ${THUMB_HEIGHT}` }} role="img" aria-label="证书图片未公开">
              证书图片未公开
            </div>
          )}
          <p className="enquiry-certificate__title">{item.title}</p>
          {item.caption ? <div className="enquiry-certificate__caption">{item.caption}</div> : null}
        </li>
      ))}
    </ul>
  );
}
