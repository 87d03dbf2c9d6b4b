import { DevMailbox } from '@/domains/identity/issuer/components/DevMailbox';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Dev mailbox', robots: { index: false } };

export default function Page() {
  return <DevMailbox />;
}
