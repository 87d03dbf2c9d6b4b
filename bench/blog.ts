// The blog: cached /blogs and a post beside static copies of their own HTML (target >= 0.8x), and a post's
// first-load JavaScript (app <= 15 kB over the framework floor).
import { cachedBesideStatic } from './http';

export async function runBlogBench() {
  const post = '/blogs/why-starfall-was-shot-with-models-you-could-hold-in-your-hands';
  return cachedBesideStatic({ blog: '/blogs', grid: '/blogs/grid/three-column', post }, post);
}
