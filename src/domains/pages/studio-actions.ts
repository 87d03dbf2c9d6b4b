'use server';

import { and, eq, max } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { wholeNumber } from '@/lib/form-values';
import { ActionError } from '@/server/action-error';
import { defineOperatorAction } from '@/server/action';
import { contactMessages, faqEntries, plans, sitePages } from './schema';
import { pagesTags } from './tags';

import { identityNamed } from '@/domains/identity/identity';
import * as subscriptions from './subscriptions';

const personId = z.string().uuid('Choose a person.');

// The studio's writes of the site's pages: about, privacy and terms in Markdown, the FAQ's entries in order, the
// plans' prices and features, the contact inbox's triage, and a person's subscription granted or ended.

const onOff = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean());
const markdown = z.string().trim().min(1, 'Write something: the page shows it.').max(60_000, 'Keep it under 60,000 characters.');

/** A site page's title, summary and text (its address stays). */
export const updateSitePage = defineOperatorAction({
  name: 'updateSitePage',
  input: z.object({
    slug: z.string().trim().max(60),
    title: z.string().trim().min(1, 'A page needs a title.').max(120, 'Keep the title under 120 characters.'),
    summary: z.string().trim().max(300, 'Keep the summary under 300 characters.').default(''),
    body: markdown,
  }),
  run: async ({ slug, ...change }) =>
    getDb().transaction(async (tx) => {
      const [before] = await tx.select().from(sitePages).where(eq(sitePages.slug, slug)).for('update');
      if (!before) throw new ActionError(`The site has no page ${slug}.`, 404);
      await tx
        .update(sitePages)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(sitePages.slug, slug));
      const changed = (['title', 'summary', 'body'] as const).filter((k) => before[k] !== change[k]);
      return { changed };
    }),
  audit: ({ slug }, r) => ({ target: `page ${slug}`, after: { changed: r.changed } }),
  invalidates: ({ slug }) => [pagesTags.page(slug)],
});

const faqFields = {
  topic: z.string().trim().min(1, 'Give it a topic, like Billing.').max(60, 'Keep the topic under 60 characters.'),
  question: z.string().trim().min(1, 'Write the question.').max(200, 'Keep the question under 200 characters.'),
  answer: z.string().trim().min(1, 'Write the answer.').max(4000, 'Keep the answer under 4,000 characters.'),
};

/** A new FAQ entry, last. */
export const addFaqEntry = defineOperatorAction({
  name: 'addFaqEntry',
  input: z.object(faqFields),
  run: async (input) =>
    getDb().transaction(async (tx) => {
      const [{ last } = { last: null }] = await tx.select({ last: max(faqEntries.position) }).from(faqEntries);
      const [entry] = await tx
        .insert(faqEntries)
        .values({ ...input, position: (last ?? 0) + 1 })
        .returning();
      return entry!;
    }),
  audit: (_input, e) => ({ target: `faq ${e.id}`, after: { question: e.question } }),
  invalidates: () => [pagesTags.faq],
});

/** An FAQ entry's topic, question, answer and whether it shows. */
export const updateFaqEntry = defineOperatorAction({
  name: 'updateFaqEntry',
  input: z.object({ id: wholeNumber('Not an FAQ entry.'), ...faqFields, published: onOff }),
  run: async ({ id, ...change }) =>
    getDb().transaction(async (tx) => {
      const [before] = await tx.select().from(faqEntries).where(eq(faqEntries.id, id)).for('update');
      if (!before) throw new ActionError('That FAQ entry is gone: reload the page.', 404);
      await tx.update(faqEntries).set(change).where(eq(faqEntries.id, id));
      const changed = (['topic', 'question', 'answer', 'published'] as const).filter((k) => before[k] !== change[k]);
      return {
        id,
        question: change.question,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, change[k]])),
      };
    }),
  audit: (_input, r) => ({ target: `faq ${r.id}`, before: r.before, after: r.after }),
  invalidates: () => [pagesTags.faq],
});

/** Takes an FAQ entry off the page for good. */
export const removeFaqEntry = defineOperatorAction({
  name: 'removeFaqEntry',
  input: z.object({ id: wholeNumber('Not an FAQ entry.') }),
  run: async ({ id }) => {
    const [gone] = await getDb().delete(faqEntries).where(eq(faqEntries.id, id)).returning({ question: faqEntries.question });
    if (!gone) throw new ActionError('That FAQ entry is gone already.', 404);
    return { id, question: gone.question };
  },
  audit: (_input, r) => ({ target: `faq ${r.id}`, before: { question: r.question } }),
  invalidates: () => [pagesTags.faq],
});

/** Puts the FAQ's entries in the order given; it must name exactly the entries there are. */
export const reorderFaq = defineOperatorAction({
  name: 'reorderFaq',
  input: z.object({ order: z.array(z.number().int().positive()).max(500) }),
  run: async ({ order }) =>
    getDb().transaction(async (tx) => {
      const held = (await tx.select({ id: faqEntries.id }).from(faqEntries).for('update')).map((r) => r.id);
      if (order.length !== held.length || new Set(order).size !== order.length || !order.every((id) => held.includes(id)))
        throw new ActionError('The FAQ changed while you were ordering it: reload the page to see it as it is.', 409);
      for (const [position, id] of order.entries()) await tx.update(faqEntries).set({ position }).where(eq(faqEntries.id, id));
      return { order };
    }),
  audit: (_input, r) => ({ target: 'faq', after: { order: r.order } }),
  invalidates: () => [pagesTags.faq],
});

const cents = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,5}(\.\d{1,2})?$/, `Give the ${what} in dollars and cents, like 9.99.`)
    .transform((v) => {
      const [whole, part = ''] = v.split('.');
      return Number(whole) * 100 + Number(part.padEnd(2, '0'));
    })
    .refine((v) => v > 0, `The ${what} is more than 0.`);

/** A plan's name, prices, features (one a line), whether it unlocks 18+ titles, and whether it is offered. */
export const updatePlan = defineOperatorAction({
  name: 'updatePlan',
  input: z.object({
    slug: z.string().trim().max(60),
    name: z.string().trim().min(1, 'A plan needs a name.').max(40, 'Keep the name under 40 characters.'),
    description: z.string().trim().max(200, 'Keep the description under 200 characters.').default(''),
    monthly: cents('monthly price'),
    yearly: cents('yearly price'),
    features: z
      .string()
      .max(2000)
      .transform((v) =>
        v
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean),
      )
      .refine((v) => v.length <= 12 && v.every((l) => l.length <= 80), 'Up to 12 features of 80 characters, one a line.'),
    unlocksRestricted: onOff,
    active: onOff,
  }),
  run: async ({ slug, ...change }) =>
    getDb().transaction(async (tx) => {
      const [before] = await tx.select().from(plans).where(eq(plans.slug, slug)).for('update');
      if (!before) throw new ActionError(`There is no plan ${slug}.`, 404);
      await tx
        .update(plans)
        .set({ ...change, monthlyMinor: change.monthly, yearlyMinor: change.yearly })
        .where(and(eq(plans.id, before.id)));
      return {
        before: {
          monthlyMinor: before.monthlyMinor,
          yearlyMinor: before.yearlyMinor,
          active: before.active,
          unlocksRestricted: before.unlocksRestricted,
        },
        after: {
          monthlyMinor: change.monthly,
          yearlyMinor: change.yearly,
          active: change.active,
          unlocksRestricted: change.unlocksRestricted,
        },
      };
    }),
  audit: ({ slug }, r) => ({ target: `plan ${slug}`, before: r.before, after: r.after }),
});

/** A contact message marked answered, spam, or new again. */
export const setContactStatus = defineOperatorAction({
  name: 'setContactStatus',
  input: z.object({
    id: wholeNumber('Not a message.'),
    status: z.enum(['new', 'answered', 'spam'], { message: 'A message is new, answered or spam (new, answered, spam).' }),
  }),
  run: async ({ id, status }) => {
    const [row] = await getDb()
      .update(contactMessages)
      .set({ status })
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id, status: contactMessages.status });
    if (!row) throw new ActionError('That message is gone.', 404);
    return row;
  },
  audit: ({ id }, r) => ({ target: `message ${id}`, after: { status: r.status } }),
});

/** The operator grants a person days of a plan (added to what they have left), as `subscription grant` does. */
export const grantPersonSubscription = defineOperatorAction({
  name: 'grantPersonSubscription',
  input: z.object({
    /** The studio names the person by identity, the CLI by e-mail address. */
    identityId: personId.optional(),
    email: z.string().trim().max(254).optional(),
    days: z.coerce
      .number({ message: 'Give the days as a number.' })
      .int('Whole days.')
      .min(1, 'At least a day.')
      .max(3660, 'At most ten years.'),
    plan: z.string().trim().min(1).max(40).default('premium'),
  }),
  run: async ({ identityId, email, days, plan }) => {
    if (!(await subscriptions.getPlan(plan)))
      throw new ActionError(
        `There is no plan "${plan}"; the plans are ${(await subscriptions.listPlans()).map((p) => p.slug).join(', ')}.`,
        400,
      );
    const person = await identityNamed({ identityId, email });
    const granted = await subscriptions.grantSubscription(person, days, plan);
    return {
      identityId: person,
      email: email?.trim().toLowerCase() ?? '',
      plan: granted.plan,
      until: granted.currentPeriodEnd.toISOString(),
    };
  },
  audit: ({ days }, result) => ({ target: `person ${result.identityId}`, after: { plan: result.plan, days, until: result.until } }),
});

/** The operator ends a person's subscription now. */
export const endPersonSubscription = defineOperatorAction({
  name: 'endPersonSubscription',
  input: z.object({ identityId: personId }),
  run: async ({ identityId }) => {
    const ended = await subscriptions.endSubscriptionNow(identityId);
    if (!ended) throw new ActionError('This person has no subscription.', 404);
    return { plan: ended.plan };
  },
  audit: ({ identityId }, result) => ({ target: `person ${identityId}`, after: { plan: result.plan, status: 'ended' } }),
});
