import Link from 'next/link';

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
