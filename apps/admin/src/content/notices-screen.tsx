/**
 * Notices: the lines of the scrolling announcement bar on the player's home (GET /api/general
 * `notice`), in order. Add, edit in place, hide or delete (with a confirm step).
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTICE_LENGTH_MAX, type AdminNotice } from '@khela/contract';
import { errorMessage, fieldErrorsOf } from '../api/admin-api';
import { formatDateTime } from '../format';
import { createNotice, deleteNotice, getNotices, noticesKey, updateNotice } from './content-api';
import { LoadState } from '../shell/load-state';
import { DataTable, type Column } from '../ui/data-table';
import { ChangeNotice } from '../ui/change-notice';
import { TextAreaField } from '../ui/text-field';

/** The headers only: each notice renders its own row, as it edits and confirms in place. */
const noticeColumns: Column<AdminNotice>[] = [
  { header: 'Notice', cell: () => null },
  { header: 'Shown', cell: () => null },
  { header: 'Added (GMT+6)', cell: () => null },
  { header: 'Actions', isHeaderHidden: true, cell: () => null },
];

export function NoticesScreen() {
  const notices = useQuery({ queryKey: noticesKey, queryFn: getNotices });
  return (
    <div className="content-stack">
      <NoticeForm />
      {!notices.data ? (
        <LoadState query={notices} what="notices" />
      ) : (
        <DataTable
          rows={notices.data.data}
          rowKey={(notice) => notice.id}
          renderRow={(notice) => <NoticeRow notice={notice} />}
          empty="No notices yet: the announcement bar is hidden from players."
          columns={noticeColumns}
        />
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
      <TextAreaField
        id={id}
        label={notice === undefined ? 'New notice' : 'Notice'}
        isLabelHidden={notice !== undefined}
        errors={errors['message']}
        name="message"
        rows={2}
        maxLength={NOTICE_LENGTH_MAX}
        value={message}
        onValueChange={setMessage}
      />
      <ChangeNotice
        notice={
          saved ? 'Notice added. Players see it in the announcement bar on their next load.' : ''
        }
        failure={errors['message'] === undefined ? save.error : null}
      />
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
