import { ErrorScreen } from '@/ui/ErrorScreen';

export const metadata = { title: 'Error', robots: { index: false } };

export default function ErrorPageTwo() {
  return (
    <ErrorScreen
      variant="two"
      code="500"
      title="Something went wrong"
      message="We could not load this page. Try again in a moment; if it keeps happening, contact support."
    />
  );
}
