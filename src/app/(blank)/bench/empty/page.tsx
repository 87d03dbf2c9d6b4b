// The benchmark's floor: an empty page of this app, so first-load JS is reported as framework floor + app.
export const metadata = { title: 'Empty page', robots: { index: false } };

export default function EmptyPage() {
  return null;
}
