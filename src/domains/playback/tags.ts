// The playback domain's cache tags (as catalogue/tags.ts): what plays for a target, read by the visitors' watch pages.

export const playbackTags = {
  /** What plays for one target ('title:<id>', 'episode:<id>'): its ingest or its own demo preview expires it. */
  target: (target: string) => `playback:target:${target}`,
  /** What plays for every target: the demo reels handed to every title at once. */
  sources: 'playback:sources',
} as const;
