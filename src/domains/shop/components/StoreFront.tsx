import Link from 'next/link';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { FixedImage } from '@/ui/FixedImage';
import { ScrollerControls } from '@/ui/ScrollerControls';
import { cachedBestsellers, cachedBrowseProducts, cachedShopCategories, type ProductCard } from '../listing';
import { formatMoney } from '../money';
import { SHOP_PATH } from '../params';
import { ProductGrid } from './ProductCard';

// What the banners say: standing offers of the shop, each true of its rules (shipping.ts, the price filter).
const BANNERS = [
  {
    heading: 'Free standard shipping in the US',
    text: 'On every order over $75, whatever is in it. Express and international rates at checkout.',
    href: SHOP_PATH,
    cta: 'Start shopping',
  },
  {
    heading: 'Small gifts from big films',
    text: 'Mugs, pins, notebooks and prints under $25, for the person who quotes the same film every week.',
    href: `${SHOP_PATH}?max=25`,
    cta: 'Gifts under $25',
  },
  {
    heading: 'Every season, on the shelf',
    text: 'Box sets and collector’s editions with the commentaries, the deleted scenes and the art cards.',
    href: `${SHOP_PATH}?category=home-video`,
    cta: 'Shop home video',
  },
];

/** A scroll-snapping slider with previous/next buttons (native scrolling: touch, keyboard, wheel). */
function Slider({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <section className="shop-slider" aria-label={label}>
      <ol className="shop-slides" id={id} tabIndex={0} aria-label={label}>
        {children}
      </ol>
      <div className="shop-slider-controls">
        <ScrollerControls targetId={id} label={label} />
      </div>
    </section>
  );
}

function HeroSlide({ product, first }: { product: ProductCard; first: boolean }) {
  return (
    <li className="shop-hero-slide">
      <div className="shop-hero-text">
        <p className="product-category">{product.category}</p>
        <h2>{product.name}</h2>
        <p>{product.blurb}</p>
        <p className="shop-hero-price">{formatMoney(product.priceMinor, product.currency)}</p>
        <Link href={product.href} className="button primary">
          Shop now
        </Link>
      </div>
      {product.image && <FixedImage src={product.image.path} alt="" width={420} height={420} className="shop-hero-image" preload={first} />}
    </li>
  );
}

/** /merchandise: hero slider, categories, new products, the banners, best sellers. */
export async function StoreFront() {
  const [categories, newest, best] = await Promise.all([
    cachedShopCategories(),
    cachedBrowseProducts({ sort: 'newest', page: 1 }),
    cachedBestsellers(8),
  ]);
  const featured = newest.items.slice(0, 3);
  return (
    <>
      <Breadcrumb title="Merchandise Store" />
      <div className="container section store-front">
        <Slider id="shop-hero" label="Featured products">
          {featured.map((p, i) => (
            <HeroSlide key={p.slug} product={p} first={i === 0} />
          ))}
        </Slider>
        <section aria-labelledby="shop-categories">
          <h2 id="shop-categories">Shop by category</h2>
          <ul className="category-grid">
            {categories.map((c) => (
              <li key={c.slug}>
                <Link href={`${SHOP_PATH}?category=${c.slug}`} className="category-card">
                  <span className="category-name">{c.name}</span>
                  <span className="category-description">{c.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="shop-new">
          <h2 id="shop-new">New in the shop</h2>
          <ProductGrid items={newest.items.slice(3, 11)} label="New in the shop" />
          <p>
            <Link href={SHOP_PATH} className="button primary">
              See all products
            </Link>
          </p>
        </section>
        <Slider id="shop-banners" label="Offers">
          {BANNERS.map((b) => (
            <li key={b.heading} className="shop-banner">
              <h3>{b.heading}</h3>
              <p>{b.text}</p>
              <Link href={b.href} className="button">
                {b.cta}
              </Link>
            </li>
          ))}
        </Slider>
        {best.length > 0 && (
          <section aria-labelledby="shop-best">
            <h2 id="shop-best">Best sellers</h2>
            <ProductGrid items={best} label="Best sellers" />
          </section>
        )}
      </div>
    </>
  );
}
