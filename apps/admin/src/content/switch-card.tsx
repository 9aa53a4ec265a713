/**
 * An on/off setting with a confirm step: the operator reads what the change does to players
 * before it is made (maintenance takes the whole site down for them).
 */
import { useState } from 'react';
import { errorMessage } from '../api/admin-api';

interface Props {
  title: string;
  isOn: boolean;
  onLabel: string;
  offLabel: string;
  /** What players get once the switch is flipped, shown in the confirm step. */
  consequence: (turningOn: boolean) => string;
  actionLabel: (turningOn: boolean) => string;
  /** For a switch whose "on" is the unusual, harmful state (maintenance). */
  alarmWhenOn?: boolean;
  onConfirm: (turningOn: boolean) => Promise<unknown>;
}

export function SwitchCard(props: Props) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const turningOn = !props.isOn;

  const confirm = async () => {
    if (isBusy) return;
    setIsBusy(true);
    setFailure(null);
    try {
      await props.onConfirm(turningOn);
      setIsConfirming(false);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className="switch-card" role="group" aria-label={props.title}>
      <div className="switch-card-head">
        <h2>{props.title}</h2>
        <span
          className={`state-pill ${props.isOn ? (props.alarmWhenOn ? 'state-pill-alarm' : 'state-pill-on') : 'state-pill-off'}`}
        >
          {props.isOn ? props.onLabel : props.offLabel}
        </span>
      </div>
      {isConfirming ? (
        <div className="confirm-box" role="alertdialog" aria-label={`Confirm: ${props.title}`}>
          <p>{props.consequence(turningOn)}</p>
          {failure !== null && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
          <div className="filters">
            <button
              className="button button-primary"
              type="button"
              disabled={isBusy}
              onClick={() => void confirm()}
            >
              {isBusy ? 'Saving…' : props.actionLabel(turningOn)}
            </button>
            <button
              className="button button-quiet"
              type="button"
              disabled={isBusy}
              onClick={() => setIsConfirming(false)}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button className="button" type="button" onClick={() => setIsConfirming(true)}>
          {props.actionLabel(turningOn)}…
        </button>
      )}
    </div>
  );
}
