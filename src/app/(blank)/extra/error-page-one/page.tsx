import { ErrorScreen } from '@/ui/ErrorScreen';

export const metadata = { title: 'Error', robots: { index: false } };

export default function ErrorPageOne() {
  return (
    <ErrorScreen code="404" title="Oops! This page is missing" message="We looked everywhere but could not find what you were after." />
  );
}
