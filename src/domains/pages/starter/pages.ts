// The site's own pages as a new installation gets them: the studio edits them afterwards (the rows are theirs). The
// legal pages are a sound starting point written for this service, not legal advice: the operator's lawyer signs
// them off for their own company and country.

export type StarterPage = { slug: string; title: string; summary: string; body: string };

export const STARTER_PAGES: StarterPage[] = [
  {
    slug: 'about-us',
    title: 'About StreamIt',
    summary:
      'StreamIt is a small independent studio that makes, finds and streams films, series and short videos, and sells the things we make around them.',
    body: `## Who we are

StreamIt began in a converted boathouse with four people, one editing suite and a stack of festival screeners nobody else wanted to distribute. Today we are a studio of thirty: programmers who watch everything, editors, a sound team, two people who run the shop and a support desk that answers within a day.

We stream three kinds of work:

- **Films** we produce or pick up, from road movies like *The Long Haul* to the hand-drawn *Paper Lanterns*.
- **Series** that take their time, such as *The Long Winter* and *The Reykjavík Files*.
- **Short videos**: trailers, featurettes, interviews and the odd experiment that did not fit anywhere else.

## What we believe

**Most of it should be free to watch.** The catalogue is open to everyone; a [plan](/extra/pricing-plan) keeps it that way and pays the people who make the work, and Premium opens the 18+ collection.

**People before algorithms.** Every row on the home page is put together by a programmer who has watched what is in it. When a row is a list of our favourites, it says so.

**Credits matter.** Every title lists its cast and crew, and every person has a page of their own, from the lead to the foley artist.

## The shop

The [merchandise store](/merchandise) sells what our designers make around the catalogue: screen-printed shirts, posters printed in Lisbon, enamel mugs and limited box sets. Every sale pays a share to the production it belongs to.

## Work with us

Filmmakers can send us a finished film or a series in development through the [contact page](/extra/contact-us), with *Submission* in the subject. We read everything, and we answer everyone, even when the answer is no.`,
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    summary: 'What StreamIt keeps about you, why, for how long, who sees it, and how to get a copy or have it deleted.',
    body: `*Last updated: 1 November 2026*

This policy explains what StreamIt ("we") keeps about the people who use the site and the shop, and what you can do about it. In short: we keep what we need to run your account, play what you watch and send what you buy, and nothing is sold to anyone.

## What we keep

- **Your account**: your name, e-mail address and a hash of your password (we never see the password itself). If you turn on two-step verification, the secret your authenticator app uses.
- **What you watch**: your watchlist, collections and where you stopped in each title, so you can carry on on another device.
- **What you buy**: orders, the delivery addresses you give us, and a reference to each payment. Card numbers go to the payment provider and never reach our servers.
- **Messages you send us** through the contact form, with the address to answer.
- **Visitors without an account** get a random guest identity in a cookie, so a watchlist or a cart survives a reload. It holds nothing else and expires after a year.

## Cookies

We use first-party cookies only: the session cookie that keeps you signed in, the guest cookie described above, and a security cookie that protects forms against forgery. There are no advertising or cross-site tracking cookies. The appearance settings you pick are stored in your browser (session storage by default), not on our servers.

## Why we keep it

To provide the service you asked for (the legal basis is our contract with you), to meet our obligations for orders and invoices, and to keep the service secure. We send newsletters only to people who confirmed their address, and every one carries a one-click unsubscribe link.

## How long

Account data lives as long as your account. When you delete your account from **My Account**, your profile, watchlist, collections and progress are deleted at once; orders are kept for the seven years tax law asks for, without your account attached. Contact messages are deleted after two years.

## Who else sees it

The companies that help us run the service, under contract and only for that purpose: our hosting and storage provider, the payment provider, the carrier that delivers your parcel, and the mail service that delivers our e-mails.

## Your rights

You can see, download, correct or delete your data, object to its use and complain to your data-protection authority. Write to us through the [contact page](/extra/contact-us), with *Privacy* in the subject, and we will answer within 30 days.`,
  },
  {
    slug: 'terms-of-use',
    title: 'Terms of Use',
    summary: 'The rules for watching on StreamIt, subscribing to a plan and buying from the merchandise store.',
    body: `*Last updated: 1 November 2026*

These terms apply when you use StreamIt, subscribe to a plan or buy from the merchandise store. By using the site you agree to them.

## Your account

You need to be 13 or older to create an account, and 18 or older to watch the restricted collection. Keep your password to yourself; you are responsible for what happens on your account. You can end active sessions and delete the account at any time from **My Account**.

## Watching

The films, series and videos on StreamIt are licensed to us for streaming. You may watch them for your own, non-commercial use. Downloading, re-broadcasting or screening them in public is not allowed without written permission from the rights holder.

## Plans and payments

- A plan renews automatically at the end of each month or year until you cancel it.
- Cancelling stops the next renewal; you keep what you paid for until the end of the period.
- If a renewal payment fails, we tell you by e-mail and pause the plan until it is paid.
- Prices include the taxes that apply where you live. We announce price changes at least 30 days ahead, by e-mail.

## The merchandise store

- Prices and stock are checked when you place your order; the order confirmation is the contract.
- You may return anything unworn and unused within 30 days of delivery for a full refund. Box sets must be sealed.
- A cancelled order that was paid is refunded to the way you paid, within 10 working days.
- If something arrives damaged, [write to us](/extra/contact-us) with a photo and we replace it.

## What we ask of you

Do not try to break, overload or get around the protections of the site, or use it to harm others. We may suspend accounts that do.

## Changes and contact

We may update these terms; the date above changes when we do, and we e-mail account holders about important changes. Questions go to the [contact page](/extra/contact-us).`,
  },
];
