import Link from 'next/link';
import { notFound } from 'next/navigation';
import { isSlug } from '@/domains/catalogue/cards';
import { requireStudio, studioMetadata } from './gate';

// The studio's edit pages, composed of one kit: what they edit read from the address (or a 404), their browser title,
// their head; their panels are ui/StudioSection.

export type EditPageProps = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

type Read<T> = (slug: string) => Promise<T | null | undefined>;

/** An edit page's `generateMetadata`: "Orbital Decay · Title" for an operator (`name` of what `read` finds). */
export const editMetadata =
  <T,>(kind: string, read: Read<T>, name: (item: T) => string, valid: (slug: string) => boolean = isSlug) =>
  ({ params }: Pick<EditPageProps, 'params'>) =>
    studioMetadata(kind, async () => {
      const { slug } = await params;
      const item = valid(slug) ? await read(slug) : null;
      return item ? name(item) : null;
    });

/**
 * What an edit page edits, for an operator only (anyone else, a malformed or an unknown slug: a 404), and whether it
 * was just made (`?created=1`).
 */
export async function editTarget<T>(
  props: EditPageProps,
  read: Read<T>,
  valid: (slug: string) => boolean = isSlug,
): Promise<{ item: T; created: boolean }> {
  await requireStudio();
  const { slug } = await props.params;
  const item = valid(slug) ? await read(slug) : null;
  if (!item) notFound();
  return { item, created: (await props.searchParams).created === '1' };
}

/**
 * The head of a studio edit page: the way back to its list, what it edits, what to do next after it was just made
 * (`?created=1`), and where the public sees it.
 */
export function EditHead(props: {
  back: { href: string; label: string };
  title: string;
  /** Said once, after the thing was made. */
  created: string | false;
  /** The words before the public address ("Public page:"). */
  public: { label: string; href: string };
}) {
  return (
    <>
      <p>
        <Link href={props.back.href} prefetch={false}>
          {props.back.label}
        </Link>
      </p>
      <h1>{props.title}</h1>
      {props.created && <p role="status">{props.created}</p>}
      <p>
        {props.public.label}{' '}
        <Link href={props.public.href} prefetch={false}>
          {props.public.href}
        </Link>
      </p>
    </>
  );
}
