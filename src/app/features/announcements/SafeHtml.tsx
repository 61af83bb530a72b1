import { useEffect, useState, type ReactNode } from 'react';

type Sanitize = (html: string) => string;

// One DOMPurify load per page, shared by every SafeHtml (a failed load is retried by the next one).
let loading: Promise<Sanitize> | null = null;
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize.ts').then(
    (m) => m.sanitizeOperatorHtml,
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

export interface SafeHtmlProps {
  /** Operator HTML as the API sends it (never sanitized by the server). */
  html: string;
  className?: string;
  id?: string;
}

/**
 * The one way the app shows operator HTML: cleaned by DOMPurify (its chunk loads with the first SafeHtml), then
 * rendered. Nothing is shown until the sanitizer is there, so raw HTML never reaches the DOM.
 */
export function SafeHtml({ html, className, id }: SafeHtmlProps): ReactNode {
  const [sanitize, setSanitize] = useState<Sanitize | null>(null);
  useEffect(() => {
    let live = true;
    loadSanitizer().then(
      (fn) => live && setSanitize(() => fn),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!sanitize) return <div className={className} id={id} aria-busy="true" />;
  return <div className={className} id={id} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}
