import { ErrorScreen } from '@/ui/ErrorScreen';

export const metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <main id="main">
      <ErrorScreen code="404" title="Page not found" message="The page you are looking for does not exist or has moved." />
    </main>
  );
}
