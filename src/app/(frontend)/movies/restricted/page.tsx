import { TitleGrid } from '../../../../domains/catalogue/components/TitleCard';
import { getRestrictedTitles } from '../../../../domains/catalogue/queries';
import { Breadcrumb } from '../../../../ui/Breadcrumb';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Restricted Content' };

export default async function RestrictedPage() {
  const items = await getRestrictedTitles();
  return (
    <>
      <Breadcrumb title="Restricted Content" />
      <div className="container section">
        <p className="notice">These titles are rated 18+. They are left out of browsing and recommendations.</p>
        <TitleGrid items={items} label="Restricted titles" />
      </div>
    </>
  );
}
