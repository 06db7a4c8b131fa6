import { resolveFileUrl } from '@badminton/ui/lite';

/** An institution picture in a fixed 3:2 box (no layout shift); the first characters of the name without one. */
export function InstitutionPicture({
  path,
  name,
  fileHost,
  eager = false,
}: {
  path: string | null;
  name: string;
  fileHost: string;
  eager?: boolean;
}) {
  const src = resolveFileUrl(path, fileHost);
  return (
    <span className="institution-picture">
      {src ? (
        <img src={src} alt={`${name}实景图`} width={480} height={320} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      ) : (
        <span className="institution-picture__fallback" aria-hidden="true">
          {name.slice(0, 2)}
        </span>
      )}
    </span>
  );
}
