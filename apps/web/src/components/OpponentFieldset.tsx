/** Who plays the other side: the perfect computer (and whether it starts) or another person. */
export function OpponentFieldset({
  opponent,
  computerFirst,
  computerFirstLabel,
  onChange,
}: {
  opponent: 'computer' | 'person';
  computerFirst: boolean;
  /** The game's words for the computer starting, e.g. "Computer bites first". */
  computerFirstLabel: string;
  onChange: (patch: { opponent?: 'computer' | 'person'; computerFirst?: boolean }) => void;
}) {
  return (
    <fieldset>
      <legend>Opponent</legend>
      <label>
        <input
          type="radio"
          name="vs"
          checked={opponent === 'computer'}
          onChange={() => onChange({ opponent: 'computer' })}
        />
        Perfect computer
      </label>
      <label>
        <input
          type="radio"
          name="vs"
          checked={opponent === 'person'}
          onChange={() => onChange({ opponent: 'person' })}
        />
        Another person
      </label>
      {opponent === 'computer' && (
        <label>
          <input
            type="checkbox"
            checked={computerFirst}
            onChange={(e) => onChange({ computerFirst: e.target.checked })}
          />
          {computerFirstLabel}
        </label>
      )}
    </fieldset>
  );
}
