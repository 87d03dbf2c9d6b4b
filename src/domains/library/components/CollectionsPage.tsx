import { FixedImage } from '@/ui/FixedImage';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { config } from '@/config';
import { Breadcrumb, BreadcrumbTrail } from '@/ui/Breadcrumb';
import { getCollection, listCollections } from '@/domains/library/collections';
import type { TitleCard } from '@/domains/catalogue/cards';
import { searchCatalogue } from '@/domains/catalogue/search';
import { currentIdentity } from '@/domains/identity/identity';
import { CollectionEditor } from './CollectionEditor';
import { NewCollectionForm } from './NewCollectionForm';

function GuestNote({ path, what }: { path: string; what: string }) {
  return (
    <p className="lead">
      {config.ALLOW_GUEST ? `Your ${what} are kept in this browser. ` : `Sign in to keep ${what}. `}
      <a href={`/auth/login?returnTo=${encodeURIComponent(path)}`}>Sign in</a> to keep them on every device.
    </p>
  );
}

/** /collections: the visitor's collections, newest change first, and a form to start one. Rendered per request. */
export async function CollectionsPage() {
  const identity = await currentIdentity();
  const list = identity ? await listCollections(identity.id) : [];
  return (
    <>
      <Breadcrumb title="Collections" />
      <div className="container section">
        {identity?.kind !== 'user' && <GuestNote path="/collections" what="collections" />}
        {(identity || config.ALLOW_GUEST) && <NewCollectionForm />}
        {list.length === 0 ? (
          <p className="empty">No collections yet. Name one above, then add titles to it from their pages.</p>
        ) : (
          <ul className="collection-grid" aria-label="Your collections">
            {list.map((c) => (
              <li key={c.id}>
                <Link href={`/collections/${c.id}`} className="collection-card">
                  <span className="mosaic" aria-hidden="true" data-count={c.posters.length}>
                    {c.posters.map((src) => (
                      // A tile of two or three spans the card's height (up to 432 px on a phone): the card's sizes.
                      <FixedImage key={src} src={src} alt="" width={192} height={288} />
                    ))}
                  </span>
                  <span className="collection-card-name">{c.name}</span>
                  <span className="meta">{c.count === 1 ? '1 title' : `${c.count} titles`}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/** /collections/<id>: one of the visitor's collections; another's is not found. `q`: titles to add, searched for. */
export async function CollectionPage({ id, q }: { id: string; q?: string }) {
  const identity = await currentIdentity();
  const collection = identity ? await getCollection(identity.id, id) : undefined;
  if (!collection) notFound();
  const query = q?.trim().slice(0, 100) ?? '';
  const found = query ? (await searchCatalogue(query, 12)).titles : undefined;
  const card = ({ id, name, href, posterPath, kind }: TitleCard) => ({ id, name, href, posterPath, kind });
  return (
    <>
      <section className="breadcrumb-banner">
        <div className="container">
          <h1>{collection.name}</h1>
          <BreadcrumbTrail trail={[{ href: '/collections', label: 'Collections' }]} current={collection.name} />
        </div>
      </section>
      <div className="container section">
        <CollectionEditor
          id={collection.id}
          name={collection.name}
          items={collection.items.map(card)}
          search={{ q: query, results: found?.map(card) }}
        />
      </div>
    </>
  );
}
