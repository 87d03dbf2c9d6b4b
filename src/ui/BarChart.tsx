// A small bar chart drawn on the server as SVG (no script): one bar a day, the highest value labelled, and the
// same figures as a table for screen readers and for anyone who wants the numbers.

type Point = { day: string; count: number };

const W = 420;
const H = 120;
const PAD = 18;

/** `unit`: what is counted, one and many ("play", "plays"). */
export function BarChart({ title, points, unit }: { title: string; points: Point[]; unit: [string, string] }) {
  const max = Math.max(1, ...points.map((p) => p.count));
  const total = points.reduce((sum, p) => sum + p.count, 0);
  const counted = `${total} ${total === 1 ? unit[0] : unit[1]}`;
  const slot = (W - PAD) / Math.max(1, points.length);
  const label = (day: string) => day.slice(5).replace('-', '/');
  // An empty chart is a flat line that looks broken: say so in words instead.
  if (total === 0)
    return (
      <figure className="bar-chart">
        <figcaption>{title}</figcaption>
        <p className="bar-chart-empty">
          No {unit[1]} in the last {points.length} days yet: the chart fills in as they come.
        </p>
      </figure>
    );
  return (
    <figure className="bar-chart">
      <figcaption>
        {title}: {counted} in {points.length} days
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H + PAD}`}
        role="img"
        aria-label={`${title}, ${counted} in ${points.length} days; the figures are in the table below`}
      >
        <line x1={PAD} y1={H} x2={W} y2={H} className="bar-chart-axis" />
        <text x={0} y={10} className="bar-chart-label">
          {max}
        </text>
        {points.map((p, i) => {
          const h = (p.count / max) * (H - 12);
          return (
            <rect key={p.day} x={PAD + i * slot + slot * 0.15} y={H - h} width={slot * 0.7} height={h} className="bar-chart-bar">
              {/* One string: React renders a title of several children as an empty one on the server (a hydration error). */}
              <title>{`${label(p.day)}: ${p.count}`}</title>
            </rect>
          );
        })}
        {[0, points.length - 1].map((i) =>
          points[i] ? (
            <text key={i} x={PAD + i * slot + slot / 2} y={H + 14} textAnchor="middle" className="bar-chart-label">
              {label(points[i]!.day)}
            </text>
          ) : null,
        )}
      </svg>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <tbody>
          {points.map((p) => (
            <tr key={p.day}>
              <th scope="row">{p.day}</th>
              <td>{p.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
