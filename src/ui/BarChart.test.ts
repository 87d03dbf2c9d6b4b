import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';

describe('the bar chart', () => {
  it("labels each bar in the server's HTML as the browser renders it (no hydration error)", () => {
    const html = renderToString(
      createElement(BarChart, {
        title: 'Sign-ups per day',
        points: [
          { day: '2026-11-30', count: 3 },
          { day: '2026-12-01', count: 0 },
        ],
        unit: ['new account', 'new accounts'],
      }),
    );
    expect(html).toContain('<title>11/30: 3</title>');
    expect(html).toContain('<title>12/01: 0</title>');
  });
});
