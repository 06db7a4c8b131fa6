import { resolveFileUrl } from '@badminton/ui/lite';

/** The evaluator's photo in a fixed 4:5 box (no layout shift); the first character of the name without one. */
export function EvaluatorPhoto({ path, name, fileHost, eager = false }: { path: string | null; name: string; fileHost: string; eager?: boolean }) {
  const src = resolveFileUrl(path, fileHost);
  return (
    <span className="evaluator-photo">
      {src ? (
        <img src={src} alt={`${name}的照片`} width={160} height={200} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      ) : (
        <span className="evaluator-photo__fallback" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
    </span>
  );
}
