import { PostGrid } from '@/domains/blog/components/PostCard';
import { searchPosts } from '@/domains/blog/search';
import { CatalogueSearchResults, PopularTitles } from '@/domains/catalogue/components/SearchResults';
import { ProductGrid } from '@/domains/shop/components/ProductCard';
import { searchProducts } from '@/domains/shop/search';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { SearchBox } from '@/ui/SearchBox';

/**
 * The search page: its own box, then each domain's results for `term` (the catalogue's, then the shop's, then the
 * blog's), or popular titles before a search.
 */
export async function SearchPage({ term }: { term: string }) {
  const [products, posts] = term ? await Promise.all([searchProducts(term, 12), searchPosts(term, 6)]) : [[], []];
  return (
    <>
      <Breadcrumb title="Search" />
      <div className="container section">
        <SearchBox key={term} variant="page" defaultValue={term} />
        {term ? <CatalogueSearchResults term={term} alsoFound={products.length + posts.length} /> : <PopularTitles />}
        {products.length > 0 && (
          <section aria-labelledby="products-heading">
            <h2 id="products-heading">Products</h2>
            <ProductGrid items={products} label="Matching products" />
          </section>
        )}
        {posts.length > 0 && (
          <section aria-labelledby="posts-heading">
            <h2 id="posts-heading">Posts</h2>
            <PostGrid posts={posts} columns={3} label="Matching posts" />
          </section>
        )}
      </div>
    </>
  );
}
