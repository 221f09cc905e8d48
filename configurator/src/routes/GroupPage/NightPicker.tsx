import { Checkbox } from '@venue/design-system';
import type { IsoDate, PickupProblemCode } from '@venue/domain';
import { useEffect, useRef } from 'react';
import type { PickupBlock } from '../../api/pickup.ts';
import { useFormat } from '../../i18n/useFormat.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import * as styles from '../pages.css.ts';
import * as own from './GroupPage.css.ts';
import type { NightReason } from './pickupRules.ts';
import { problemKey } from './pickupRules.ts';

/**
 * docs/pages.md#group-code: the block's nights as checkboxes, each with what remains and the negotiated price. The
 * widget decides nothing itself: the page hands it the nights the attendee cannot book (the server's reasons) and
 * the problem of each night and of the whole choice (the domain's `pickupProblems`).
 */
export function NightPicker({
  id,
  block,
  chosen,
  onChange,
  unavailable,
  nightProblem,
  wholeProblems,
}: {
  id: string;
  block: PickupBlock;
  chosen: ReadonlySet<IsoDate>;
  onChange: (chosen: ReadonlySet<IsoDate>) => void;
  unavailable: ReadonlyMap<IsoDate, NightReason>;
  /** The problem of a night to show at it (null: none). */
  nightProblem: (night: IsoDate) => PickupProblemCode | null;
  /** The problems of the whole choice to show under the nights (no nights, not consecutive). */
  wholeProblems: readonly PickupProblemCode[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const price = format.money(block.unitPrice, block.currency);
  const legendId = `${id}-legend`;
  // A night that cannot be booked, once unchosen, is no longer operable: the focus moves to the first one that is.
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    fieldset.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
  });
  const errorId = `${id}-error`;
  return (
    <fieldset
      ref={fieldset}
      id={id}
      className={own.nights}
      aria-describedby={wholeProblems.length > 0 ? errorId : undefined}
    >
      <legend id={legendId} className={own.legend}>
        {t('group.nights.legend')}
      </legend>
      <p className={own.hint}>{t('group.nights.hint')}</p>
      {block.nights.map(({ night, remaining }) => {
        const reason = unavailable.get(night) ?? null;
        const selected = chosen.has(night);
        const problem = nightProblem(night);
        const description = reason
          ? t(`group.unavailable.${reason}`)
          : t('group.nights.remaining', { count: remaining, price });
        return (
          <Checkbox
            key={night}
            value={night}
            isSelected={selected}
            // A night that cannot be booked is shown as such; a chosen one stays operable, so it can be unchosen.
            isDisabled={reason !== null && !selected}
            isInvalid={problem !== null}
            {...(problem ? { errorMessage: t(problemKey(problem)) } : {})}
            description={description}
            onChange={(value) => {
              const next = new Set(chosen);
              if (value) next.add(night);
              else next.delete(night);
              if (!value && reason !== null) refocus.current = true;
              onChange(next);
            }}
          >
            {format.date(night, 'long')}
          </Checkbox>
        );
      })}
      {wholeProblems.length > 0 ? (
        <div id={errorId} className={styles.errorText}>
          {wholeProblems.map((code) => (
            <p key={code}>{t(problemKey(code))}</p>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
