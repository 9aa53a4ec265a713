/**
 * Adding or editing a slider: name, place, link, image (previewed before upload) and whether
 * players see it. On save the image is uploaded first, then the slider is written with its address.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SLIDER_LINK_LENGTH_MAX,
  SLIDER_NAME_LENGTH_MAX,
  siteAdminMessages,
  sliderTypes,
  type AdminSlider,
  type SliderType,
} from '@khela/contract';
import { errorMessage, fieldErrorsOf } from '../api/admin-api';
import { createSlider, slidersKey, updateSlider, uploadImage } from './content-api';
import { ChoiceField } from '../ui/choice-field';
import { TextField } from '../ui/text-field';
import { StepButtons } from '../ui/step-buttons';
import { ImageInput, usePreview } from './image-picker';

export const placeLabels: Record<SliderType, string> = {
  Main: 'Main banner',
  Favourite: 'Favourites tile',
  Features: 'Featured tile',
};

interface Props {
  /** The slider being edited, or undefined to add one. */
  slider?: AdminSlider;
  onDone: () => void;
}

export function SliderForm({ slider, onDone }: Props) {
  const client = useQueryClient();
  const [name, setName] = useState(slider?.name ?? '');
  const [place, setPlace] = useState<SliderType>(slider?.slider_type ?? 'Main');
  const [link, setLink] = useState(slider?.link ?? '');
  const [shown, setShown] = useState(slider === undefined ? true : slider.status === 1);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const preview = usePreview(file);
  const save = useMutation({
    mutationFn: async () => {
      const thubmnail = file === null ? slider?.thubmnail : (await uploadImage(file)).url;
      if (thubmnail === undefined) throw new MissingImage();
      const fields = { name, link, slider_type: place, status: shown ? 1 : 0, thubmnail } as const;
      return slider === undefined ? createSlider(fields) : updateSlider(slider.id, fields);
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: slidersKey });
      onDone();
    },
  });
  const errors = fieldErrorsOf(save.error);
  const imageErrors = [
    fileProblem,
    save.error instanceof MissingImage ? siteAdminMessages.imagePathInvalid : null,
    ...(errors['image'] ?? []),
    ...(errors['thubmnail'] ?? []),
  ].filter((item) => item !== null);
  const otherFailure =
    save.isError && Object.keys(errors).length === 0 && !(save.error instanceof MissingImage);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending && fileProblem === null) save.mutate();
  };
  const title = slider === undefined ? 'Add a slider' : `Edit “${slider.name}”`;

  return (
    <form className="content-form slider-form" onSubmit={submit} aria-label={title} noValidate>
      <h2>{title}</h2>
      <div className="form-columns">
        <div className="content-stack">
          <TextField
            id="slider-name"
            label="Name"
            errors={errors['name']}
            name="name"
            maxLength={SLIDER_NAME_LENGTH_MAX}
            value={name}
            onValueChange={setName}
          />
          <ChoiceField
            id="slider-type"
            label="Place"
            errors={errors['slider_type']}
            name="slider_type"
            options={sliderTypes}
            labelOf={(type) => placeLabels[type]}
            value={place}
            onValueChange={setPlace}
          />
          <TextField
            id="slider-link"
            label="Link (optional)"
            errors={errors['link']}
            name="link"
            maxLength={SLIDER_LINK_LENGTH_MAX}
            placeholder="Tiles: PLATFORM-GAMETYPE, e.g. KHELA-EGAME"
            value={link}
            onValueChange={setLink}
          />
          <label className="field field-check">
            <input
              type="checkbox"
              checked={shown}
              onChange={(event) => setShown(event.target.checked)}
            />
            <span>Show to players</span>
          </label>
        </div>
        <div className="content-stack">
          <ImageInput
            id="slider-image"
            label={slider === undefined ? 'Image' : 'New image (optional)'}
            errors={imageErrors}
            onChoose={(chosen, problem) => {
              setFileProblem(problem);
              setFile(problem === null ? chosen : null);
            }}
          />
          {(preview ?? slider?.thubmnail) !== undefined && (
            <img
              className="slider-preview"
              src={preview ?? slider?.thubmnail}
              alt={preview !== null ? 'Preview of the chosen image' : 'Current image'}
            />
          )}
        </div>
      </div>
      {otherFailure && (
        <p className="form-error" role="alert">
          {errorMessage(save.error)}
        </p>
      )}
      <StepButtons
        confirmLabel={
          save.isPending ? 'Saving…' : slider === undefined ? 'Add slider' : 'Save slider'
        }
        isBusy={save.isPending}
        backLabel="Cancel"
        onBack={onDone}
      />
    </form>
  );
}

class MissingImage extends Error {}
