import { DevMailbox } from '@/domains/identity/components/DevMailbox';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Dev mailbox', robots: { index: false } };

export default function Page() {
  return <DevMailbox />;
}
