// A panel of a studio page (an edit page's publishing, details, artwork...): a section named by its heading.

export function StudioSection(props: { id: string; heading: React.ReactNode; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${props.id}-heading`} className="studio-panel">
      <h2 id={`${props.id}-heading`}>{props.heading}</h2>
      {props.children}
    </section>
  );
}
