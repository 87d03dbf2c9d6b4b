// Whether a state-changing request comes from a page of this site: the browser's Sec-Fetch-Site says
// same-origin (when sent), and the Origin header (when sent) names this host. A malformed Origin is refused.
export function isSameOriginRequest(header: (name: string) => string | null | undefined): boolean {
  const site = header('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const origin = header('origin');
  if (!origin) return true;
  try {
    return new URL(origin).host === header('host');
  } catch {
    return false;
  }
}
