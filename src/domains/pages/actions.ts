'use server';

import { z } from 'zod';
import { ActionError } from '@/server/action-error';
import { defineAction, notFound, type ActionContext } from '@/server/action';
import { safeReturnTo } from '@/domains/identity/relying-party';
import { receiveContactMessage } from './contact';
import * as newsletter from './newsletter';
import * as subscriptions from './subscriptions';
import { CONFIRM_NEEDS_APP } from '@/domains/shop/payments';

// The site pages' writes: the contact form, the newsletter box and subscriptions.

const token = z.string().max(600);

export const subscribeNewsletter = defineAction({
  name: 'subscribeNewsletter',
  input: z
    .object({
      email: z
        .string({ message: 'Enter your e-mail address.' })
        .trim()
        .max(254, 'Use an e-mail address of at most 254 characters.')
        .email('Enter an e-mail address like name@example.com.'),
      source: z.enum(['shop-footer', 'coming-soon', 'site-footer']).default('shop-footer'),
      // A field people never see: a form that fills it in is a bot, told the same as everyone.
      website: z.string().max(200).default(''),
    })
    .strict(),
  authorize: () => true,
  run: async ({ email, source, website }) => {
    if (!website) await newsletter.subscribe(email, source);
    return { message: 'Almost there: check your inbox and follow the link to confirm.' };
  },
  rateLimit: { limit: 5, windowMs: 60_000 },
});

export const confirmNewsletter = defineAction({
  name: 'confirmNewsletter',
  input: z.object({ token }).strict(),
  authorize: () => true,
  run: async ({ token }) => {
    const done = await newsletter.confirm(token);
    if (!done) throw new ActionError('This link is not valid any more. Subscribe again from the shop footer.', 404);
    return done;
  },
  rateLimit: { limit: 20, windowMs: 60_000 },
});

export const unsubscribeNewsletter = defineAction({
  name: 'unsubscribeNewsletter',
  input: z.object({ token }).strict(),
  authorize: () => true,
  run: async ({ token }) => {
    const done = await newsletter.unsubscribe(token);
    if (!done) throw new ActionError('This link is not valid. Use the link in the latest mail from us.', 404);
    return done;
  },
  rateLimit: { limit: 20, windowMs: 60_000 },
});

/** One line of text: no control characters (a subject becomes a mail header). */
const line = (label: string, max: number) =>
  z
    .string({ message: `Enter ${label}.` })
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `Keep ${label} to ${max} characters.`)
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), `Write ${label} on one line.`);

export const sendContactMessage = defineAction({
  name: 'sendContactMessage',
  input: z
    .object({
      name: line('your name', 100),
      email: z
        .string({ message: 'Enter your e-mail address.' })
        .trim()
        .min(1, 'Enter your e-mail address, so we can answer.')
        .max(254, 'Use an e-mail address of at most 254 characters.')
        .email('Enter an e-mail address like name@example.com.'),
      subject: line('a subject', 150),
      message: z
        .string({ message: 'Write your message.' })
        .trim()
        .min(10, 'Write a little more: at least 10 characters.')
        .max(5000, 'Keep the message to 5,000 characters.'),
      // A field people never see: a form that fills it in is a bot, told the same as everyone and not kept.
      website: z.string().max(200).default(''),
    })
    .strict(),
  authorize: () => true,
  run: async ({ website, ...message }, ctx) => {
    if (!website) await receiveContactMessage(message, ctx.viewer.kind === 'user' ? ctx.viewer.identity!.id : null);
    return { message: `Thank you, ${message.name}. We have your message and answer within one working day at ${message.email}.` };
  },
  rateLimit: { limit: 5, windowMs: 10 * 60_000 },
});

// Subscribing: the signed-in person pays for a plan through a provider that can charge again.

export const subscribeToPlan = defineAction({
  name: 'subscribeToPlan',
  input: z
    .object({
      plan: z.string().trim().min(1, 'Choose a plan.').max(40),
      interval: z.enum(subscriptions.INTERVALS, { message: 'Choose monthly or yearly.' }),
      payment: z
        .object({
          provider: z.string().max(40),
          details: z.record(z.string().max(40), z.string().max(64)).default({}),
          confirmation: z.string().max(200).optional(),
        })
        .strict(),
      idempotencyKey: z.string().regex(/^[\w-]{16,64}$/, 'Reload the page and try again.'),
      /** Where a form posted before the app loaded goes once subscribed (a path of this site). */
      returnTo: z.string().max(2000).optional(),
    })
    .strict(),
  // The form's fields: the plan and key it was drawn with, the card's own fields (`card.<name>`).
  form: (fields) => {
    const get = (name: string) => {
      const value = fields.get(name);
      return typeof value === 'string' ? value : '';
    };
    const details: Record<string, string> = {};
    for (const [name, value] of fields) if (name.startsWith('card.') && typeof value === 'string') details[name.slice(5)] = value;
    const confirmation = get('payment.confirmation');
    return {
      plan: get('plan'),
      interval: get('interval'),
      payment: { provider: get('payment.provider'), details, ...(confirmation && { confirmation }) },
      idempotencyKey: get('idempotencyKey'),
      returnTo: get('returnTo'),
    };
  },
  authorize: (_input, ctx) => (ctx.viewer.kind === 'user' ? true : 'Sign in to subscribe.'),
  run: async ({ returnTo: _, ...input }, ctx) => {
    const result = await subscriptions.subscribe(ctx.viewer.identity!, input);
    // The bank's step is a dialog of the app's: a form posted without it comes back saying so.
    if (result.kind === 'confirm' && ctx.posted) throw new ActionError(`${CONFIRM_NEEDS_APP} or use another card.`, 409);
    return result;
  },
  // A whole page load: the title's page or watch page (its early start, its access) is built for the subscriber.
  redirect: (result, { returnTo }) => (result.kind === 'confirm' ? undefined : returnTo ? safeReturnTo(returnTo) : '/my-account#billing'),
  rateLimit: { limit: 20, windowMs: 60_000 },
});

const mine = (ctx: ActionContext) => (ctx.viewer.kind === 'user' ? true : notFound('You have no subscription to change.'));

export const cancelSubscription = defineAction({
  name: 'cancelSubscription',
  input: z.object({}).strict(),
  authorize: (_input, ctx) => mine(ctx),
  run: async (_input, ctx) => {
    await subscriptions.setCancelAtPeriodEnd(ctx.viewer.identity!.id, true);
    return subscriptions.billingOverview(ctx.viewer.identity!.id);
  },
  rateLimit: { limit: 20, windowMs: 60_000 },
});

export const resumeSubscription = defineAction({
  name: 'resumeSubscription',
  input: z.object({}).strict(),
  authorize: (_input, ctx) => mine(ctx),
  run: async (_input, ctx) => {
    await subscriptions.setCancelAtPeriodEnd(ctx.viewer.identity!.id, false);
    return subscriptions.billingOverview(ctx.viewer.identity!.id);
  },
  rateLimit: { limit: 20, windowMs: 60_000 },
});
