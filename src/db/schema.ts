// Every domain's tables, gathered for Drizzle and drizzle-kit.
export * from '@/domains/catalogue/schema';
export * from '@/domains/identity/schema';
export * from '@/domains/pages/schema';
export * from '@/domains/playback/schema';
export * from '@/jobs/schema';
