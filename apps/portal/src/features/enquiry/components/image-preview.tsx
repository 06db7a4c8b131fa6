import { useEffect, useRef, useState } from 'react';

export interface PreviewImage {
  src: string;
  alt: string;
}

/** A clickable thumbnail of a certificate image that opens it enlarged in a light box (Esc or click closes). */
export function ZoomableImage({ src, srcSet, sizes, alt, width, height }: PreviewImage & { srcSet?: string; sizes?: string; width: number; height: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="enquiry-zoom" onClick={() => setOpen(true)} aria-label={`查看大图：${alt}`}>
        <img src={src} srcSet={srcSet} sizes={sizes} alt={alt} width={width} height={height} loading="lazy" className="enquiry-zoom__img" />
      </button>
      {open ? <ImageLightbox src={src} alt={alt} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ImageLightbox({ src, alt, onClose }: PreviewImage & { onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return (
    <div className="enquiry-lightbox" role="dialog" aria-modal="true" aria-label={alt} onClick={onClose}>
      <img className="enquiry-lightbox__img" src={src} alt={alt} onClick={(event) => event.stopPropagation()} />
      <button ref={closeButton} type="button" className="enquiry-lightbox__close" onClick={onClose} aria-label="关闭大图">
        ×
      </button>
    </div>
  );
}
