import { CatalogueSearchResults, PopularTitles } from '@/domains/catalogue/components/SearchResults';
import { ProductGrid } from '@/domains/shop/components/ProductCard';
import { searchProducts } from '@/domains/shop/search';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { SearchBox } from '@/ui/SearchBox';

/**
 * The search page: its own box, then each domain's results for `term` (the catalogue's, then the shop's; the blog's
 * join here), or popular titles before a search.
 */
export async function SearchPage({ term }: { term: string }) {
  const products = term ? await searchProducts(term, 12) : [];
  return (
    <>
      <Breadcrumb title="Search" />
      <div className="container section">
        <SearchBox key={term} variant="page" defaultValue={term} />
        {term ? <CatalogueSearchResults term={term} alsoFound={products.length} /> : <PopularTitles />}
        {products.length > 0 && (
          <section aria-labelledby="products-heading">
            <h2 id="products-heading">Products</h2>
            <ProductGrid items={products} label="Matching products" />
          </section>
        )}
      </div>
    </>
  );
}
