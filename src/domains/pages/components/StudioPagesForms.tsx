'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Field, FormError, SaveButton, useActionForm } from '@/ui/forms';
import { MarkdownField, type MarkdownPreview } from '@/ui/MarkdownField';
import { notify } from '@/ui/Notices';
import { ReorderableList, useOrderedItems } from '@/ui/ReorderableList';
import { addFaqEntry, removeFaqEntry, reorderFaq, setContactStatus, updateFaqEntry, updatePlan, updateSitePage } from '../studio-actions';
import type { ContactStatus } from '../schema';

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

/** About, privacy or terms: title, summary and text, with the text's preview. */
const PLAN_SAVED = 'Saved: the pricing page shows it now; subscribers keep their price until they renew.';

export function StudioSitePageForm(props: { slug: string; title: string; summary: string; body: string; preview: MarkdownPreview }) {
  const [saved, setSaved] = useState<string | null>(null);
  const form = useActionForm(updateSitePage, () => setSaved('Saved: the page shows it now.'), {
    notice: 'Saved: the page shows it now.',
    prepare: () => setSaved(null),
  });
  return (
    <form action={form.action} onSubmit={form.onSubmit} className="studio-form form-grid" noValidate>
      <input type="hidden" name="slug" value={props.slug} />
      <Field name="title" label="Title" errors={form.errors} defaultValue={props.title} maxLength={120} />
      <Field
        name="summary"
        label="Summary"
        errors={form.errors}
        defaultValue={props.summary}
        maxLength={300}
        hint="Under the title, and in search results."
      />
      <MarkdownField name="body" label="Text (Markdown)" defaultValue={props.body} preview={props.preview} error={form.errors.body} />
      <SaveButton form={form} saved={saved} />
    </form>
  );
}

type Faq = { id: number; topic: string; question: string; answer: string; published: boolean };

/** The FAQ's entries in their order (dragged or moved), each edited in place, removed, or added at the end. */
export function StudioFaqEditor(props: { entries: Faq[] }) {
  const router = useRouter();
  const {
    items: entries,
    setItems: setEntries,
    move,
    remove,
  } = useOrderedItems(props.entries, {
    reorder: (order) => reorderFaq({ order }),
    remove: (entry) => removeFaqEntry({ id: entry.id }),
    moved: (_entry, position, count) => `Moved to ${position} of ${count}.`,
    removed: () => 'Removed from the FAQ.',
    afterRemove: () => router.refresh(),
  });
  const add = useActionForm(addFaqEntry, (entry, form) => {
    setEntries((all) => [...all, entry]);
    form.reset();
    notify('Added to the FAQ.');
  });
  return (
    <>
      <ReorderableList
        items={entries.map((e) => ({ ...e, name: e.question }))}
        label="FAQ entries in order"
        className="studio-curated"
        onMove={move}
        onRemove={remove}
        render={(e) => (
          <details className="studio-curated-name">
            <summary>
              {e.question}{' '}
              <small className="hint">
                {e.topic}
                {e.published ? '' : ', hidden'}
              </small>
            </summary>
            <FaqEntryForm entry={e} onSaved={(saved) => setEntries((all) => all.map((x) => (x.id === saved.id ? saved : x)))} />
          </details>
        )}
      />
      <form action={add.action} onSubmit={add.onSubmit} className="studio-form form-grid" noValidate>
        <h3 className="studio-form-heading">New question</h3>
        <Field name="topic" label="Topic" errors={add.errors} maxLength={60} />
        <Field name="question" label="Question" errors={add.errors} maxLength={200} />
        <Field name="answer" label="Answer (Markdown)" errors={add.errors} multiline maxLength={4000} />
        <FormError errors={add.errors} />
        <p className="form-buttons">
          <button type="submit" className="button primary" disabled={add.busy}>
            Add question
          </button>
        </p>
      </form>
    </>
  );
}

function FaqEntryForm({ entry, onSaved }: { entry: Faq; onSaved: (entry: Faq) => void }) {
  const id = useId();
  const form = useActionForm(
    updateFaqEntry,
    (_r, el) => {
      const data = new FormData(el);
      onSaved({
        id: entry.id,
        topic: text(data, 'topic'),
        question: text(data, 'question'),
        answer: text(data, 'answer'),
        published: data.get('published') === 'on',
      });
      notify('Saved: the FAQ page shows it now.');
    },
    { notice: 'Saved: the FAQ page shows it now.' },
  );
  return (
    <form action={form.action} onSubmit={form.onSubmit} className="studio-form form-grid" noValidate>
      <input type="hidden" name="id" value={entry.id} />
      <Field name="topic" label="Topic" errors={form.errors} defaultValue={entry.topic} maxLength={60} />
      <Field name="question" label="Question" errors={form.errors} defaultValue={entry.question} maxLength={200} />
      <Field name="answer" label="Answer (Markdown)" errors={form.errors} defaultValue={entry.answer} multiline maxLength={4000} />
      <div className="field check">
        <input type="checkbox" id={`${id}-published`} name="published" defaultChecked={entry.published} />
        <label htmlFor={`${id}-published`}>Shown on the FAQ page</label>
      </div>
      <FormError errors={form.errors} />
      <p className="form-buttons">
        <button type="submit" className="button" disabled={form.busy}>
          Save question
        </button>
      </p>
    </form>
  );
}

type Plan = {
  slug: string;
  name: string;
  description: string;
  monthly: string;
  yearly: string;
  features: string[];
  unlocksRestricted: boolean;
  active: boolean;
};

/** One plan: its name, prices, features and whether it unlocks 18+ titles and is offered. */
export function StudioPlanForm({ plan }: { plan: Plan }) {
  const id = useId();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useActionForm(updatePlan, () => setSaved(PLAN_SAVED), { notice: PLAN_SAVED, prepare: () => setSaved(null) });
  return (
    <form action={form.action} onSubmit={form.onSubmit} className="studio-form form-grid" noValidate aria-label={`Plan ${plan.name}`}>
      <input type="hidden" name="slug" value={plan.slug} />
      <Field name="name" label="Name" errors={form.errors} defaultValue={plan.name} maxLength={40} />
      <Field name="description" label="Description" errors={form.errors} defaultValue={plan.description} maxLength={200} />
      <Field
        name="monthly"
        label="Monthly price (USD)"
        inputMode="numeric"
        errors={form.errors}
        defaultValue={plan.monthly}
        maxLength={8}
      />
      <Field name="yearly" label="Yearly price (USD)" inputMode="numeric" errors={form.errors} defaultValue={plan.yearly} maxLength={8} />
      <Field
        name="features"
        label="Features, one a line"
        errors={form.errors}
        defaultValue={plan.features.join('\n')}
        multiline
        maxLength={2000}
      />
      <div className="field check">
        <input type="checkbox" id={`${id}-restricted`} name="unlocksRestricted" defaultChecked={plan.unlocksRestricted} />
        <label htmlFor={`${id}-restricted`}>Unlocks 18+ titles</label>
      </div>
      <div className="field check">
        <input type="checkbox" id={`${id}-active`} name="active" defaultChecked={plan.active} />
        <label htmlFor={`${id}-active`}>Offered on the pricing page</label>
      </div>
      <FormError errors={form.errors} />
      <p className="form-buttons">
        <button type="submit" className="button primary" disabled={form.busy}>
          Save {plan.name}
        </button>
      </p>
      <p role="status" className="studio-saved">
        {saved}
      </p>
    </form>
  );
}

/** A contact message's triage: new, answered or spam, saved when chosen. */
export function StudioContactStatus({ id, status, from }: { id: number; status: ContactStatus; from: string }) {
  const router = useRouter();
  const fieldId = useId();
  return (
    <>
      <label htmlFor={fieldId} className="visually-hidden">
        Status of the message from {from}
      </label>
      <select
        id={fieldId}
        defaultValue={status}
        onChange={async (e) => {
          const result = await setContactStatus({ id, status: e.target.value });
          notify(result.ok ? `Marked ${result.data.status}.` : result.error);
          if (result.ok) router.refresh();
        }}
      >
        <option value="new">New</option>
        <option value="answered">Answered</option>
        <option value="spam">Spam</option>
      </select>
    </>
  );
}
