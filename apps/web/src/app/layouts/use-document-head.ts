/** The tab title and icon come from the operator's settings, not from the build. */
import { useEffect } from 'react';

export function useDocumentHead(title: string, faviconHref: string | undefined): void {
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (!faviconHref) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = faviconHref;
  }, [faviconHref]);
}
