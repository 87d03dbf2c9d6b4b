'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { Upload } from 'tus-js-client';
import type { IngestProgress } from '../ingest-progress';
import { StudioSection } from '@/ui/StudioSection';

// The studio's video upload: resumable (tus), so a dropped connection is retried and a reload picks up where the
// file stopped (the browser remembers the upload by the file); then the ingest's progress, live (server-sent events).

type Stage =
  | { kind: 'idle' }
  | { kind: 'uploading'; share: number; paused: boolean; resumed: boolean }
  | { kind: 'ingesting'; job: string; progress: IngestProgress | { state: 'unknown' } | null }
  | { kind: 'error'; message: string };

const UPLOAD_PATH = '/api/studio/uploads';
const percent = (share: number) => `${Math.floor(share * 100)} %`;

function uploadError(error: Error): string {
  const body = (error as Error & { originalResponse?: { getBody(): string } | null }).originalResponse?.getBody();
  try {
    const parsed = JSON.parse(body ?? '') as { error?: string };
    if (parsed.error) return parsed.error;
  } catch {
    /* not ours: a network failure */
  }
  return 'The upload stopped: the connection failed on every retry. Choose the file again to resume where it stopped.';
}

export function StudioVideoUpload(props: { slug: string; season?: number; episode?: number; watchHref: string; hasVideo: boolean }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useRef<Upload | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const router = useRouter();

  useEffect(() => () => void upload.current?.abort(), []);
  // A resumable upload is the app's work (tus, in pieces): the button waits for it.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  // Leaving mid-upload is asked about (it can be resumed later, but the operator should know it stops).
  const sending = stage.kind === 'uploading' && !stage.paused;
  useEffect(() => {
    if (!sending) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sending]);

  // The ingest's progress once the upload is whole.
  const job = stage.kind === 'ingesting' ? stage.job : null;
  useEffect(() => {
    if (!job) return;
    const events = new EventSource(`/api/studio/jobs/${job}`);
    events.onmessage = (event) => {
      const progress = JSON.parse(event.data as string) as IngestProgress | { state: 'unknown' };
      setStage({ kind: 'ingesting', job, progress });
      if (progress.state !== 'waiting' && progress.state !== 'packaging' && progress.state !== 'retrying') {
        events.close();
        // The chosen file is done with; the page's own account of the title's video is read again.
        if (fileInput.current) fileInput.current.value = '';
        if (progress.state === 'published') router.refresh();
      }
    };
    return () => events.close();
  }, [job, router]);

  async function start(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return setStage({ kind: 'error', message: 'Choose a video file first.' });
    const { Upload } = await import('tus-js-client');
    const next = new Upload(file, {
      endpoint: UPLOAD_PATH,
      // Retried with growing pauses before giving up: a dropped connection resumes from the server's offset.
      retryDelays: [0, 1000, 3000, 5000, 10000],
      metadata: {
        filename: file.name,
        filetype: file.type,
        slug: props.slug,
        ...(props.season && props.episode && { season: String(props.season), episode: String(props.episode) }),
      },
      // Remembered per file and title: choosing the same file again (after a reload too) resumes it.
      fingerprint: async (f) => ['studio', props.slug, props.season, props.episode, f.name, f.size, f.lastModified].join('|'),
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) =>
        setStage((s) => ({
          kind: 'uploading',
          share: total ? sent / total : 0,
          paused: false,
          resumed: s.kind === 'uploading' && s.resumed,
        })),
      onError: (error) => setStage({ kind: 'error', message: uploadError(error) }),
      onSuccess: ({ lastResponse }) => {
        const job = lastResponse.getHeader('Upload-Job');
        setStage(
          job
            ? { kind: 'ingesting', job, progress: null }
            : { kind: 'error', message: 'The upload arrived, but no packaging job started. Upload again.' },
        );
      },
    });
    upload.current = next;
    const previous = await next.findPreviousUploads();
    if (previous[0]) next.resumeFromPreviousUpload(previous[0]);
    setStage({ kind: 'uploading', share: 0, paused: false, resumed: !!previous[0] });
    next.start();
  }

  function togglePause() {
    if (stage.kind !== 'uploading' || !upload.current) return;
    if (stage.paused) upload.current.start();
    else void upload.current.abort();
    setStage({ ...stage, paused: !stage.paused });
  }

  const busy = stage.kind === 'uploading' || (stage.kind === 'ingesting' && !isOver(stage.progress));
  return (
    <StudioSection id={id} heading="Video">
      <p>
        {props.hasVideo
          ? `This ${props.episode ? 'episode' : 'title'} plays a video now. A new upload replaces it once packaged; until then the current one keeps playing.`
          : 'No video yet. Upload the master file: it is packaged for streaming (several qualities) and published when ready.'}{' '}
        An interrupted upload resumes where it stopped when you choose the same file again.
      </p>
      <form method="post" onSubmit={start} className="studio-upload">
        <label htmlFor={`${id}-file`}>Video file</label>
        <input id={`${id}-file`} ref={fileInput} type="file" accept="video/*,.mkv,.mov,.mxf" disabled={busy} />
        <button type="submit" className="button primary" disabled={busy || !ready}>
          Upload
        </button>
        <noscript>
          <p className="hint">Uploading a video needs JavaScript: it is sent in pieces, so it resumes after a dropped connection.</p>
        </noscript>
      </form>
      <div role="status" aria-live="polite" className="studio-upload-status">
        {stage.kind === 'uploading' && (
          <>
            <label htmlFor={`${id}-sent`}>
              {stage.paused ? 'Paused at' : stage.resumed ? 'Resuming: uploaded' : 'Uploading:'} {percent(stage.share)}
            </label>
            <progress id={`${id}-sent`} max={1} value={stage.share} />
            <button type="button" className="button" onClick={togglePause}>
              {stage.paused ? 'Resume' : 'Pause'}
            </button>
          </>
        )}
        {stage.kind === 'ingesting' && <IngestStatus id={id} progress={stage.progress} watchHref={props.watchHref} />}
        {stage.kind === 'error' && <p className="field-error">{stage.message}</p>}
      </div>
    </StudioSection>
  );
}

const isOver = (p: IngestProgress | { state: 'unknown' } | null) => !!p && !['waiting', 'packaging', 'retrying'].includes(p.state);

function IngestStatus({
  id,
  progress,
  watchHref,
}: {
  id: string;
  progress: IngestProgress | { state: 'unknown' } | null;
  watchHref: string;
}) {
  if (!progress || progress.state === 'waiting') return <p>Uploaded. Waiting for the packager…</p>;
  if (progress.state === 'unknown') return <p className="field-error">The packaging job is gone. Upload the file again.</p>;
  if (progress.state === 'packaging' || progress.state === 'retrying')
    return (
      <>
        <label htmlFor={`${id}-packed`}>
          {progress.state === 'retrying' ? 'A try failed; packaging again:' : 'Packaging for streaming:'} {percent(progress.share)}
        </label>
        <progress id={`${id}-packed`} max={1} value={progress.share} />
      </>
    );
  if (progress.state === 'published')
    return (
      <p>
        Published: {progress.renditions.join(', ')} ({Math.round(progress.durationSec)} s).{' '}
        <Link href={watchHref} prefetch={false}>
          Watch it
        </Link>
      </p>
    );
  if (progress.state === 'refused') return <p className="field-error">Not published: {progress.message}</p>;
  return <p className="field-error">{progress.state === 'failed' ? progress.message : 'Waiting…'}</p>;
}
