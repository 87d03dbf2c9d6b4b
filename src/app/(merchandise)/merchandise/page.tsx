import { StoreFront } from '@/domains/shop/components/StoreFront';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Merchandise Store' };

export default function MerchandiseStore() {
  return <StoreFront />;
}
