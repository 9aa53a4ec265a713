/**
 * Sliders: the home banners and the Favourites and Featured tiles, by place in the order players
 * see them. Move up/down saves the new order; hide, edit and delete (with a confirm step) per row.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sliderTypes, type AdminSlider, type SliderType } from '@khela/contract';
import { errorMessage } from '../api/admin-api';
import { deleteSlider, getSliders, reorderSliders, slidersKey, updateSlider } from './content-api';
import { LoadState } from '../shell/load-state';
import { placeLabels, SliderForm } from './slider-form';

type Editing = { kind: 'add' } | { kind: 'edit'; slider: AdminSlider } | null;

export function SlidersScreen() {
  const sliders = useQuery({ queryKey: slidersKey, queryFn: getSliders });
  const [editing, setEditing] = useState<Editing>(null);
  if (!sliders.data) return <LoadState query={sliders} what="sliders" />;
  const all = sliders.data.data;
  return (
    <div className="content-stack">
      {editing === null ? (
        <div>
          <button
            className="button button-primary"
            type="button"
            onClick={() => setEditing({ kind: 'add' })}
          >
            Add a slider
          </button>
        </div>
      ) : (
        <SliderForm
          key={editing.kind === 'edit' ? editing.slider.id : 'add'}
          {...(editing.kind === 'edit' ? { slider: editing.slider } : {})}
          onDone={() => setEditing(null)}
        />
      )}
      {sliderTypes.map((type) => (
        <PlaceTable
          key={type}
          type={type}
          rows={all.filter((slider) => slider.slider_type === type)}
          onEdit={(slider) => setEditing({ kind: 'edit', slider })}
        />
      ))}
    </div>
  );
}

function PlaceTable(props: {
  type: SliderType;
  rows: AdminSlider[];
  onEdit: (slider: AdminSlider) => void;
}) {
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<number | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: slidersKey });
  const reorder = useMutation({
    mutationFn: (ids: number[]) => reorderSliders({ slider_type: props.type, ids }),
    onSuccess: (saved) => client.setQueryData(slidersKey, saved),
  });
  const toggle = useMutation({
    mutationFn: (slider: AdminSlider) =>
      updateSlider(slider.id, { status: slider.status === 1 ? 0 : 1 }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteSlider(id),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
    },
  });
  const busy = reorder.isPending || toggle.isPending || remove.isPending;
  const failure = reorder.error ?? toggle.error ?? remove.error;

  const move = (index: number, by: -1 | 1) => {
    const ids = props.rows.map((slider) => slider.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(ids);
  };

  return (
    <section aria-labelledby={`place-${props.type}`}>
      <h2 id={`place-${props.type}`}>{placeLabels[props.type]}s</h2>
      {failure !== null && (
        <p className="form-error" role="alert">
          {errorMessage(failure)}
        </p>
      )}
      {props.rows.length === 0 ? (
        <p className="state">No sliders here yet.</p>
      ) : (
        <table className="table slider-table" aria-busy={busy}>
          <thead>
            <tr>
              <th scope="col" className="col-image">
                Image
              </th>
              <th scope="col">Name</th>
              <th scope="col">Link</th>
              <th scope="col" className="col-shown">
                Shown
              </th>
              <th scope="col" className="col-actions">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((slider, index) => (
              <tr key={slider.id}>
                <td>
                  <img className="slider-thumb" src={slider.thubmnail} alt="" />
                </td>
                <td>{slider.name}</td>
                <td className="faint">{slider.link || '—'}</td>
                <td className="nowrap">{slider.status === 1 ? 'Yes' : 'Hidden'}</td>
                <td>
                  {deleting === slider.id ? (
                    <div
                      className="row-confirm"
                      role="alertdialog"
                      aria-label={`Delete ${slider.name}`}
                    >
                      <span>Delete “{slider.name}” for good?</span>
                      <button
                        className="button button-danger"
                        type="button"
                        disabled={busy}
                        onClick={() => remove.mutate(slider.id)}
                      >
                        {remove.isPending ? 'Deleting…' : 'Delete'}
                      </button>
                      <button
                        className="button button-quiet"
                        type="button"
                        disabled={busy}
                        onClick={() => setDeleting(null)}
                      >
                        Keep
                      </button>
                    </div>
                  ) : (
                    <div className="row-buttons">
                      <button
                        className="button"
                        type="button"
                        aria-label={`Move ${slider.name} up`}
                        disabled={busy || index === 0}
                        onClick={() => move(index, -1)}
                      >
                        ↑
                      </button>
                      <button
                        className="button"
                        type="button"
                        aria-label={`Move ${slider.name} down`}
                        disabled={busy || index === props.rows.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        ↓
                      </button>
                      <button
                        className="button"
                        type="button"
                        disabled={busy}
                        onClick={() => props.onEdit(slider)}
                      >
                        Edit
                      </button>
                      <button
                        className="button"
                        type="button"
                        disabled={busy}
                        onClick={() => toggle.mutate(slider)}
                      >
                        {slider.status === 1 ? 'Hide' : 'Show'}
                      </button>
                      <button
                        className="button button-quiet"
                        type="button"
                        disabled={busy}
                        onClick={() => setDeleting(slider.id)}
                      >
                        Delete…
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
