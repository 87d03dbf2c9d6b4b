// Every table, gathered for Drizzle and drizzle-kit: each domain's, and the plumbing's (secrets, dev mailbox, jobs, audit log).
export * from '@/domains/blog/schema';
export * from '@/domains/catalogue/schema';
export * from '@/domains/identity/schema';
export * from '@/domains/identity/issuer/schema';
export * from '@/domains/library/schema';
export * from '@/domains/pages/schema';
export * from '@/domains/playback/schema';
export * from '@/domains/shop/schema';
export * from '@/jobs/schema';
export * from '@/server/audit-schema';
export * from '@/server/mail-schema';
export * from '@/server/rate-limit-schema';
export * from './secrets-schema';
