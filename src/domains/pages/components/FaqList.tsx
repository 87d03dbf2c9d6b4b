import type { FaqTopic } from '../content';

/**
 * The FAQ as an accordion of native disclosure widgets: each question a button that opens its answer by mouse,
 * keyboard and screen reader alike, with no script to wait for. Topics are headings to jump between.
 */
export function FaqList({ topics }: { topics: FaqTopic[] }) {
  return (
    <div className="faq">
      {topics.map((topic) => (
        <section key={topic.topic} aria-labelledby={`faq-${topic.entries[0]!.id}`}>
          <h2 id={`faq-${topic.entries[0]!.id}`}>{topic.topic}</h2>
          {topic.entries.map((entry) => (
            <details key={entry.id} className="faq-entry">
              <summary>{entry.question}</summary>
              <div className="prose" dangerouslySetInnerHTML={{ __html: entry.html }} />
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}

/** FAQPage structured data (schema.org) for search engines, from the same entries. */
export function faqJsonLd(topics: FaqTopic[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: topics.flatMap((topic) =>
      topic.entries.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.text },
      })),
    ),
  };
}
