import { StudioProductForm } from '@/domains/shop/components/StudioProductForms';
import { StudioProductImages, StudioProductTitles, StudioVariants } from '@/domains/shop/components/StudioProductParts';
import { studioProduct, studioShopCategories } from '@/domains/shop/studio';
import { StudioSection } from '@/ui/StudioSection';
import { EditHead, editMetadata, type EditPageProps, editTarget } from '../../edit-page';

export const generateMetadata = editMetadata('Product', studioProduct, (p) => p.name);

/** The product with the categories it can be put in (read side by side, once the operator is known). */
async function productAndCategories(slug: string) {
  const [product, categories] = await Promise.all([studioProduct(slug), studioShopCategories()]);
  return product && { product, categories };
}

export default async function StudioProduct(props: EditPageProps) {
  const {
    item: { product, categories },
    created,
  } = await editTarget(props, productAndCategories);
  return (
    <>
      <EditHead
        back={{ href: '/studio/products', label: 'All products' }}
        title={product.name}
        created={created && 'Created as a draft. Add its photos below, then put it on sale.'}
        public={{ label: product.published ? 'On sale at' : 'A draft; once on sale, at', href: product.href }}
      />
      <StudioSection id="product-details" heading="Details">
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
      </StudioSection>
      <StudioSection id="variants" heading="Variants, prices and stock">
        <StudioVariants slug={product.slug} optionNames={product.optionNames} variants={product.variants} />
      </StudioSection>
      <StudioSection id="photos" heading="Photos">
        <StudioProductImages slug={product.slug} images={product.images} />
      </StudioSection>
      <StudioSection id="linked" heading="Titles it belongs to">
        <StudioProductTitles slug={product.slug} titles={product.titles} />
      </StudioSection>
    </>
  );
}
