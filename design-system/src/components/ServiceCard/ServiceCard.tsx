import type { Time } from '@internationalized/date';
import { useState } from 'react';
import { CheckboxGroup, FieldError, Label, Text, useLocale } from 'react-aria-components';
import { useStrings } from '../../i18n/useStrings.ts';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Select, SelectItem } from '../Select/Select.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { CardActions } from '../UnitGroupCard/CardActions.tsx';
import { CardFrame } from '../UnitGroupCard/CardFrame.tsx';
import * as card from '../UnitGroupCard/card.css.ts';
import { AvailabilityBadge } from '../UnitGroupCard/cardParts.tsx';
import type { CardBaseProps } from '../UnitGroupCard/cardProps.ts';
import { cardStrings, fill } from '../UnitGroupCard/cardStrings.ts';
import * as css from './ServiceCard.css.ts';

/** One choosable option of a service. */
export interface ServiceOption {
  readonly id: string;
  readonly name: string;
  readonly isDisabled?: boolean;
}

/** Errors to show, already translated (e.g. from the readiness check). */
export interface ServiceCardErrors {
  readonly options?: string;
  readonly startTime?: string;
  readonly note?: string;
}

export interface ServiceCardProps extends CardBaseProps {
  /** Options to choose from once the service is selected. */
  options?: readonly ServiceOption[] | undefined;
  selectedOptions?: readonly string[] | undefined;
  onOptionsChange?: ((ids: string[]) => void) | undefined;
  /** Fewest options to choose. */
  minOptions?: number | undefined;
  /** Most options to choose; further boxes are disabled once reached. */
  maxOptions?: number | undefined;
  /** Heading of the options, already translated. */
  optionsLabel?: string | undefined;
  /** Start times to offer; without them no time field is shown. */
  startTimes?: readonly Time[] | undefined;
  startTime?: Time | null | undefined;
  onStartTimeChange?: ((time: Time) => void) | undefined;
  /** @default false */
  isStartTimeRequired?: boolean;
  /**
   * Show a text area for the guest's description of the service.
   * @default false
   */
  hasNote?: boolean;
  note?: string | undefined;
  onNoteChange?: ((note: string) => void) | undefined;
  /**
   * Marks the note field required (an asterisk after its label); put a `RequiredNote` first in
   * `selectedContent` to explain it.
   * @default false
   */
  isNoteRequired?: boolean;
  /** Label of the text area, already translated. */
  noteLabel?: string | undefined;
  errors?: ServiceCardErrors | undefined;
}

function useTimeText() {
  const { locale } = useLocale();
  const format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return (time: Time) => format.format(new Date(Date.UTC(1970, 0, 1, time.hour, time.minute)));
}

function optionsHint(
  min: number | undefined,
  max: number | undefined,
  t: Record<string, string>,
): string | null {
  if (min !== undefined && min > 0 && max !== undefined) return fill(t.chooseBetween ?? '', { min, max });
  if (max !== undefined) return fill(t.chooseUpTo ?? '', { max });
  if (min !== undefined && min > 0) return fill(t.chooseAtLeast ?? '', { min });
  return null;
}

/**
 * An add-on service (catering, equipment...): the card of a unit group plus, once selected and under its
 * Select toggle, the fields of `selectedContent`, its options (a checkbox group that stops at the maximum),
 * a start time and a description field.
 */
export function ServiceCard({
  description,
  availability,
  isSelected = false,
  isDisabled = false,
  options,
  selectedOptions = [],
  onOptionsChange,
  minOptions,
  maxOptions,
  optionsLabel,
  startTimes,
  startTime,
  onStartTimeChange,
  isStartTimeRequired = false,
  hasNote = false,
  note,
  onNoteChange,
  isNoteRequired = false,
  noteLabel,
  errors,
  children,
  selectedContent,
  ...props
}: ServiceCardProps) {
  const t = useStrings(cardStrings);
  const timeText = useTimeText();
  const [touched, setTouched] = useState(false);
  const full = maxOptions !== undefined && selectedOptions.length >= maxOptions;
  const tooFew = minOptions !== undefined && selectedOptions.length < minOptions;
  const optionsError =
    errors?.options ?? (touched && tooFew ? fill(t.chooseAtLeast, { min: minOptions ?? 0 }) : undefined);
  const hint = optionsHint(minOptions, maxOptions, t);
  const times = (startTimes ?? []).map((time) => ({ id: time.toString(), time, label: timeText(time) }));
  const hasDetails =
    isSelected &&
    (Boolean(selectedContent) || (options && options.length > 0) || times.length > 0 || hasNote);

  return (
    <CardFrame {...props} isSelected={isSelected} isUnavailable={availability === 'blocked' || isDisabled}>
      {availability ? <AvailabilityBadge availability={availability} /> : null}
      {description ? <p className={card.text}>{description}</p> : null}
      {children}
      <CardActions {...props} availability={availability} isSelected={isSelected} isDisabled={isDisabled} />
      {/* Under the toggle that reveals them: the next Tab after choosing reaches the first of them. */}
      {hasDetails ? (
        <div className={css.details}>
          {selectedContent}
          {options && options.length > 0 ? (
            <CheckboxGroup
              className={css.group}
              value={[...selectedOptions]}
              onChange={(ids) => {
                setTouched(true);
                onOptionsChange?.(ids);
              }}
              isDisabled={isDisabled}
              isInvalid={optionsError !== undefined}
              validationBehavior="aria"
            >
              <Label className={css.groupLabel}>{optionsLabel ?? t.options}</Label>
              {hint ? (
                <Text slot="description" className={css.hint}>
                  {hint}
                </Text>
              ) : null}
              {options.map((option) => (
                <Checkbox
                  key={option.id}
                  value={option.id}
                  isDisabled={Boolean(option.isDisabled) || (full && !selectedOptions.includes(option.id))}
                >
                  {option.name}
                </Checkbox>
              ))}
              <FieldError className={css.error}>{optionsError}</FieldError>
            </CheckboxGroup>
          ) : null}
          {times.length > 0 ? (
            <Select
              className={css.time}
              label={t.startTime}
              placeholder={t.choose}
              items={times}
              selectedKey={startTime ? startTime.toString() : null}
              onSelectionChange={(key) => {
                const found = times.find((item) => item.id === key);
                if (found) onStartTimeChange?.(found.time);
              }}
              isRequired={isStartTimeRequired}
              isDisabled={isDisabled}
              isInvalid={errors?.startTime !== undefined}
              {...(errors?.startTime ? { errorMessage: errors.startTime } : {})}
            >
              {(item) => <SelectItem textValue={item.label}>{item.label}</SelectItem>}
            </Select>
          ) : null}
          {hasNote ? (
            <TextArea
              label={noteLabel ?? t.note}
              value={note ?? ''}
              {...(onNoteChange ? { onChange: onNoteChange } : {})}
              isRequired={isNoteRequired}
              isDisabled={isDisabled}
              isInvalid={errors?.note !== undefined}
              {...(errors?.note ? { errorMessage: errors.note } : {})}
              rows={3}
            />
          ) : null}
        </div>
      ) : null}
    </CardFrame>
  );
}
