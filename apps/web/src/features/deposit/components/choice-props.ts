/** The deposit form's pickers (method, amount, promotion): the form's value, and what the player picks. */
export interface ChoiceProps<Choice> {
  value: string;
  onChange: (choice: Choice) => void;
}
