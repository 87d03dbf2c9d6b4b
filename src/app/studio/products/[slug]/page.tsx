import { notFound } from 'next/navigation';
import { isSlug } from '@/domains/catalogue/cards';
import { StudioProductForm } from '@/domains/shop/components/StudioProductForms';
import { StudioProductImages, StudioProductTitles, StudioVariants } from '@/domains/shop/components/StudioProductParts';
import { studioProduct, studioShopCategories } from '@/domains/shop/studio';
import { requireStudio, studioMetadata } from '../../gate';
import { EditHead } from '../../edit-head';

export const generateMetadata = ({ params }: { params: Promise<{ slug: string }> }) =>
  studioMetadata('Product', async () => {
    const { slug } = await params;
    return isSlug(slug) ? (await studioProduct(slug))?.name : null;
  });

export default async function StudioProduct({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStudio();
  const { slug } = await params;
  const [product, categories] = await Promise.all([isSlug(slug) ? studioProduct(slug) : undefined, studioShopCategories()]);
  if (!product) notFound();
  const created = (await searchParams).created === '1';
  return (
    <>
      <EditHead
        back={{ href: '/studio/products', label: 'All products' }}
        title={product.name}
        created={created && 'Created as a draft. Add its photos below, then put it on sale.'}
        public={{ label: product.published ? 'On sale at' : 'A draft; once on sale, at', href: product.href }}
      />
      <section aria-labelledby="product-details-heading" className="studio-panel">
        <h2 id="product-details-heading">Details</h2>
        <StudioProductForm
          slug={product.slug}
          name={product.name}
          blurb={product.blurb}
          description={product.description}
          category={product.category}
          optionNames={product.optionNames}
          published={product.published}
          categories={categories}
        />
      </section>
      <section aria-labelledby="variants-heading" className="studio-panel">
        <h2 id="variants-heading">Variants, prices and stock</h2>
        <StudioVariants slug={product.slug} optionNames={product.optionNames} variants={product.variants} />
      </section>
      <section aria-labelledby="photos-heading" className="studio-panel">
        <h2 id="photos-heading">Photos</h2>
        <StudioProductImages slug={product.slug} images={product.images} />
      </section>
      <section aria-labelledby="linked-heading" className="studio-panel">
        <h2 id="linked-heading">Titles it belongs to</h2>
        <StudioProductTitles slug={product.slug} titles={product.titles} />
      </section>
    </>
  );
}
