/**
 * Notices: the lines of the scrolling announcement bar on the player's home (GET /api/general
 * `notice`), in order. Add, edit in place, hide or delete (with a confirm step).
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTICE_LENGTH_MAX, type AdminNotice } from '@khela/contract';
import { errorMessage } from '../api/admin-api';
import { formatDateTime } from '../format';
import { createNotice, deleteNotice, getNotices, noticesKey, updateNotice } from './content-api';
import { FieldError, invalidProps } from './field-error';
import { LoadState } from '../shell/load-state';
import { fieldErrorsOf } from './use-site-settings';

export function NoticesScreen() {
  const notices = useQuery({ queryKey: noticesKey, queryFn: getNotices });
  return (
    <div className="content-stack">
      <NoticeForm />
      {!notices.data ? (
        <LoadState query={notices} what="notices" />
      ) : notices.data.data.length === 0 ? (
        <p className="state">No notices yet: the announcement bar is hidden from players.</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Notice</th>
              <th scope="col">Shown</th>
              <th scope="col">Added (GMT+6)</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {notices.data.data.map((notice) => (
              <NoticeRow key={notice.id} notice={notice} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** Adds a notice, or edits one when `notice` is given. */
function NoticeForm({ notice, onDone }: { notice?: AdminNotice; onDone?: () => void }) {
  const client = useQueryClient();
  const [message, setMessage] = useState(notice?.message ?? '');
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      notice === undefined ? createNotice({ message }) : updateNotice(notice.id, { message }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: noticesKey });
      if (notice === undefined) {
        setMessage('');
        setSaved(true);
      }
      onDone?.();
    },
  });
  const errors = fieldErrorsOf(save.error);
  const id = notice === undefined ? 'new-notice' : `notice-${notice.id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!save.isPending) save.mutate();
  };
  return (
    <form
      className="content-form"
      onSubmit={submit}
      aria-label={notice === undefined ? 'Add a notice' : 'Edit the notice'}
      noValidate
    >
      <div className="field">
        <label className="field">
          <span className={notice === undefined ? 'field-label' : 'visually-hidden'}>
            {notice === undefined ? 'New notice' : 'Notice'}
          </span>
          <textarea
            name="message"
            rows={2}
            maxLength={NOTICE_LENGTH_MAX}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            {...invalidProps(`${id}-error`, errors['message'])}
          />
        </label>
        <FieldError id={`${id}-error`} messages={errors['message']} />
      </div>
      {save.isError && errors['message'] === undefined && (
        <p className="form-error" role="alert">
          {errorMessage(save.error)}
        </p>
      )}
      {saved && (
        <p className="notice" role="status">
          Notice added. Players see it in the announcement bar on their next load.
        </p>
      )}
      <div className="filters">
        <button className="button button-primary" type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : notice === undefined ? 'Add notice' : 'Save notice'}
        </button>
        {onDone !== undefined && (
          <button className="button button-quiet" type="button" onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

function NoticeRow({ notice }: { notice: AdminNotice }) {
  const client = useQueryClient();
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const refresh = () => client.invalidateQueries({ queryKey: noticesKey });
  const toggle = useMutation({
    mutationFn: () => updateNotice(notice.id, { status: notice.status === 1 ? 0 : 1 }),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: () => deleteNotice(notice.id), onSuccess: refresh });
  const busy = toggle.isPending || remove.isPending;
  const failure = toggle.error ?? remove.error;
  return (
    <tr>
      <td>
        {mode === 'edit' ? (
          <NoticeForm notice={notice} onDone={() => setMode('view')} />
        ) : (
          <span className={notice.status === 1 ? '' : 'faint'}>{notice.message}</span>
        )}
        {failure !== null && (
          <p className="form-error" role="alert">
            {errorMessage(failure)}
          </p>
        )}
      </td>
      <td className="nowrap">{notice.status === 1 ? 'Yes' : 'Hidden'}</td>
      <td className="nowrap">{formatDateTime(notice.created_at)}</td>
      <td>
        {mode === 'delete' ? (
          <div className="row-confirm" role="alertdialog" aria-label="Delete the notice">
            <span>Delete this notice for good?</span>
            <button
              className="button button-danger"
              type="button"
              disabled={busy}
              onClick={() => remove.mutate()}
            >
              {remove.isPending ? 'Deleting…' : 'Delete'}
            </button>
            <button
              className="button button-quiet"
              type="button"
              disabled={busy}
              onClick={() => setMode('view')}
            >
              Keep
            </button>
          </div>
        ) : mode === 'view' ? (
          <div className="row-buttons">
            <button
              className="button"
              type="button"
              disabled={busy}
              onClick={() => setMode('edit')}
            >
              Edit
            </button>
            <button
              className="button"
              type="button"
              disabled={busy}
              onClick={() => toggle.mutate()}
            >
              {toggle.isPending ? 'Saving…' : notice.status === 1 ? 'Hide' : 'Show'}
            </button>
            <button
              className="button button-quiet"
              type="button"
              disabled={busy}
              onClick={() => setMode('delete')}
            >
              Delete…
            </button>
          </div>
        ) : null}
      </td>
    </tr>
  );
}
