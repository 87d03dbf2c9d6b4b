import Link from 'next/link';
import { StudioFaqEditor, StudioPlanForm } from '@/domains/pages/components/StudioPagesForms';
import { studioFaq, studioPlans, studioSitePages } from '@/domains/pages/studio';
import { decimalString } from '@/domains/shop/money';
import { LocalTime } from '@/ui/LocalTime';
import { requireStudio } from '../gate';
import { StudioSection } from '@/ui/StudioSection';

export const metadata = { title: 'Pages, FAQ and plans' };

export default async function StudioPages() {
  await requireStudio();
  const [pages, faq, plans] = await Promise.all([studioSitePages(), studioFaq(), studioPlans()]);
  return (
    <>
      <h1>Pages, FAQ and plans</h1>
      <StudioSection id="site-pages" heading="Site pages">
        <ul className="studio-links">
          {pages.map((p) => (
            <li key={p.slug}>
              <Link href={`/studio/pages/${p.slug}`} prefetch={false}>
                {p.title}
              </Link>{' '}
              <small className="hint">
                /extra/{p.slug}, changed <LocalTime iso={p.updatedAt.toISOString()} />
              </small>
            </li>
          ))}
        </ul>
      </StudioSection>
      <StudioSection id="faq" heading="FAQ">
        <StudioFaqEditor entries={faq.map(({ position: _p, ...e }) => e)} />
      </StudioSection>
      <StudioSection id="plans" heading="Plans">
        <div className="studio-plans">
          {plans.map((p) => (
            <StudioPlanForm
              key={p.slug}
              plan={{
                slug: p.slug,
                name: p.name,
                description: p.description,
                monthly: decimalString(p.monthlyMinor),
                yearly: decimalString(p.yearlyMinor),
                features: p.features,
                unlocksRestricted: p.unlocksRestricted,
                active: p.active,
              }}
            />
          ))}
        </div>
      </StudioSection>
    </>
  );
}
