import { SORTS } from '../params';

type Option = { slug: string; title: string };

/** A plain GET form: works without JavaScript, and the URL is the state. */
export function BrowseFilters({ action, filters, selected, sort }: { action: string; filters: { name: string; label: string; options: Option[] }[]; selected: Record<string, string | undefined>; sort: string }) {
  return (
    <form className="browse-filters" action={action} method="get">
      {filters.map((f) => (
        <label key={f.name}>
          <span>{f.label}</span>
          <select name={f.name} defaultValue={selected[f.name] ?? ''}>
            <option value="">All</option>
            {f.options.map((o) => (
              <option key={o.slug} value={o.slug}>{o.title}</option>
            ))}
          </select>
        </label>
      ))}
      <label>
        <span>Sort by</span>
        <select name="sort" defaultValue={sort}>
          {Object.entries(SORTS).map(([value, label]) => (
            <option key={value} value={value}>{label}</option>
          ))}
        </select>
      </label>
      <button type="submit" className="button">Apply</button>
    </form>
  );
}
