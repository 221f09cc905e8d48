import { Select, SelectItem } from '@venue/design-system/Select';
import type { Timeslicedefinition } from '@venue/domain';

/** The event bar's time slice choice (its own chunk with the listbox and popover code, see EventBar). */
export function TimesliceSelect({
  label,
  placeholder,
  slices,
  selectedId,
  onChange,
  errorMessage,
}: {
  label: string;
  placeholder: string;
  slices: readonly Timeslicedefinition[];
  selectedId: number | null;
  onChange: (slice: Timeslicedefinition) => void;
  /** Shown (and the field marked invalid) when set. */
  errorMessage?: string;
}) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      selectedKey={selectedId}
      onSelectionChange={(key) => {
        const slice = slices.find((candidate) => candidate.id === Number(key));
        if (slice) onChange(slice);
      }}
      items={slices.map((slice) => ({ id: slice.id, name: slice.name }))}
      {...(errorMessage ? { isInvalid: true, errorMessage } : {})}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}
