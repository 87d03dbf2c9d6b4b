import { ErrorScreen } from '@/ui/ErrorScreen';

export const metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    // Its id marks Next's error shell as this page's (server/not-found-page.ts serves the prerendered copy).
    <main id="main" data-not-found="site">
      <ErrorScreen code="404" title="Page not found" message="The page you are looking for does not exist or has moved." />
    </main>
  );
}
