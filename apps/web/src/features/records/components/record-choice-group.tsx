/**
 * One single-choice group of a record filter panel. `onReselect` lets a group reset itself when the
 * chosen value is tapped again (the betting record's Platform and Game Type do; a radio's change
 * event does not fire for that tap, so it is caught on click).
 */
export function RecordChoiceGroup<Value>({
  legend,
  name,
  choices,
  selected,
  onSelect,
  onReselect,
}: {
  legend: string;
  name: string;
  choices: readonly { value: Value; label: string }[];
  selected: Value;
  onSelect: (value: Value) => void;
  onReselect?: (value: Value) => void;
}) {
  return (
    <fieldset className="record-filter__group">
      <legend className="record-filter__legend text-muted-sm">{legend}</legend>
      <div className="record-filter__choices">
        {choices.map((choice) => (
          <label key={choice.label} className="record-filter__choice choice-card choice-chip">
            <input
              type="radio"
              name={name}
              className="choice-card__input"
              checked={choice.value === selected}
              onChange={() => onSelect(choice.value)}
              onClick={() => {
                if (choice.value === selected) onReselect?.(choice.value);
              }}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
