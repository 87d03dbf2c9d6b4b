import Link from 'next/link';
import { StudioNewProductForm } from '@/domains/shop/components/StudioProductForms';
import { studioShopCategories } from '@/domains/shop/studio';
import { requireStudio } from '../../gate';

export const metadata = { title: 'New product' };

export default async function StudioNewProduct() {
  await requireStudio();
  const categories = await studioShopCategories();
  return (
    <>
      <p>
        <Link href="/studio/products" prefetch={false}>
          All products
        </Link>
      </p>
      <h1>New product</h1>
      <p>It starts as a draft: add its photos and other variants on its page, then put it on sale.</p>
      <StudioNewProductForm categories={categories} />
    </>
  );
}
