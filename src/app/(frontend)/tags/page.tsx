import { TermIndex } from '../../../domains/catalogue/components/TermIndex';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Tags' };

export default function TagsPage() {
  return <TermIndex kind="tag" heading="Tags" basePath="/tags" />;
}
