import { useMemo } from 'react';
import { FILE_PATH_PREFIX } from '../../utils/file-url';
import { sanitizeHtml } from '../../utils/sanitize-html';
import './safe-html.css';

export interface SafeHtmlProps {
  /** Rich text from the service (news_content, FAQ answers…). */
  html: string | null | undefined;
  /** Runtime file host that replaces the `/wwwroot` prefix; default `/wwwroot` (no change). */
  fileHost?: string;
  className?: string;
}

/** Renders service HTML after DOMPurify, with `/wwwroot` in src/href swapped for the file host. */
export function SafeHtml({ html, fileHost = FILE_PATH_PREFIX, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, fileHost), [html, fileHost]);
  return (
    <div
      className={className ? `bm-rich-text ${className}` : 'bm-rich-text'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
