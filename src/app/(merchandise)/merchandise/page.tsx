import { Rail } from '@/domains/catalogue/components/Rail';
import { getCuratedLists } from '@/domains/catalogue/lists';
import { Breadcrumb } from '@/ui/Breadcrumb';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Merchandise Store' };

// The store front; products and the cart arrive with the shop issue. Until then it leads to the titles.
export default async function MerchandiseStore() {
  const lists = await getCuratedLists(['popular-movies', 'popular-tv-shows'], 12);
  return (
    <>
      <Breadcrumb title="Merchandise Store" />
      <div className="container section">
        <p className="lead">Official merchandise from the StreamIt catalogue. Shop by title:</p>
        {lists.map((l) => (
          <Rail key={l.slug} id={l.slug} title={l.name} items={l.items} />
        ))}
      </div>
    </>
  );
}
