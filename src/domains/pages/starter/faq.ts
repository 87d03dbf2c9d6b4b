// The FAQ a new installation starts with, by topic: the questions the support desk answers most.

export type StarterFaq = { topic: string; question: string; answer: string };

export const STARTER_FAQ: StarterFaq[] = [
  {
    topic: 'Watching',
    question: 'Do I need an account to watch?',
    answer:
      'No. Most of the catalogue plays for everyone, and your watchlist is kept in this browser until you sign in. An account keeps your watchlist, collections and progress on every device.',
  },
  {
    topic: 'Watching',
    question: 'Why does a title say it is restricted?',
    answer:
      'Titles rated for adults (18+) play for signed-in members with the **Premium** plan. The [plans page](/extra/pricing-plan) shows what each plan includes.',
  },
  {
    topic: 'Watching',
    question: 'The picture looks blurry when a title starts. Is something wrong?',
    answer:
      'No. The player starts at a lower quality so the first frame appears quickly, then moves up as fast as your connection allows, usually within a few seconds. You can also choose a quality yourself in the player settings.',
  },
  {
    topic: 'Watching',
    question: 'Can I carry on where I stopped on another device?',
    answer: 'Yes, when you are signed in. The home page shows a *Continue watching* row, and each title starts where you left it.',
  },
  {
    topic: 'Plans and billing',
    question: 'What is the difference between Basic and Premium?',
    answer:
      'Both keep StreamIt free of ads and send a share of every month to the film-makers. **Premium** also opens the 18+ collection. Yearly billing costs the same as ten months.',
  },
  {
    topic: 'Plans and billing',
    question: 'How do I cancel my plan?',
    answer:
      'Open **My Account**, then *Cancel at period end*. You keep your plan until the date shown and are not charged again. You can resume at any time before that date.',
  },
  {
    topic: 'Plans and billing',
    question: 'My renewal payment failed. What now?',
    answer:
      'We e-mail you when a renewal is declined and pause the plan. Subscribe again from the [plans page](/extra/pricing-plan) with another card and it starts again at once.',
  },
  {
    topic: 'Shop and orders',
    question: 'Where is my order?',
    answer:
      'Every change to your order is e-mailed to you. You can also look it up on [Track Order](/merchandise/track-order) with the order number and your e-mail address, or under **My Account** in the shop when you are signed in.',
  },
  {
    topic: 'Shop and orders',
    question: 'How much is shipping?',
    answer:
      'Standard shipping is free on orders of $75 or more in the United States. Express and international rates are shown at checkout before you pay.',
  },
  {
    topic: 'Shop and orders',
    question: 'Can I pay by bank transfer?',
    answer:
      'Yes. Choose *Bank transfer or pay on delivery* at checkout: the bank details are in your order e-mail, and we ship once the payment arrives. Unpaid orders are cancelled after three days.',
  },
  {
    topic: 'Shop and orders',
    question: 'What is your returns policy?',
    answer:
      'Anything unworn and unused can be returned within 30 days of delivery for a full refund; box sets must still be sealed. [Write to us](/extra/contact-us) with your order number to start a return.',
  },
  {
    topic: 'Your account',
    question: 'How do I turn on two-step verification?',
    answer:
      'In **My Account**, choose *Set up two-step verification*, scan the QR code with an authenticator app such as Google Authenticator or 1Password, and enter the six-digit code it shows. Keep the recovery codes you are given somewhere safe.',
  },
  {
    topic: 'Your account',
    question: 'How do I delete my account?',
    answer:
      'Choose *Delete my account* at the bottom of **My Account**. Your profile, watchlist, collections and progress are deleted at once; past orders are kept without your name for the time tax law requires. The [privacy policy](/extra/privacy-policy) has the details.',
  },
];
