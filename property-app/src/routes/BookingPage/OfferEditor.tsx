import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@venue/api-client';
import type { StaffBookingDetail } from '@venue/contract';
import { Button, Checkbox, NumberField } from '@venue/design-system';
import { SellingMode } from '@venue/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import { usePropertySettings } from '../../app/usePropertySettings.ts';
import { formatsOf } from '../../bookings/bookingLabels.ts';
import { AddedServices, useOffer } from './AddedServices.tsx';
import * as css from './BookingPage.css.ts';
import {
  type AddedService,
  type Drafts,
  draftProblems,
  type EditableLine,
  editableLines,
  editPayload,
  editsChildren,
  type LineDraft,
  rebaseDrafts,
} from './offerEdit.ts';

type Problem =
  | { readonly kind: 'conflict'; readonly lost: readonly EditableLine[] }
  | { readonly kind: 'closed' }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'failed' }
  | { readonly kind: 'nothing' }
  | { readonly kind: 'fix' };

/** Major units of the currency (what a person types) from minor units, and back (whole cents). */
const major = (minor: number | null) => (minor === null ? Number.NaN : minor / 100);
const minor = (value: number) => (Number.isNaN(value) ? null : Math.round(value * 100));

/** The total "every price at today's" would make, as the server works it out before saving. */
type Preview =
  | { readonly status: 'none' | 'loading' | 'failed' }
  | { readonly status: 'ready'; readonly from: number; readonly to: number };

/** An edit that changes no line (only "every price at today's"). */
const NO_LINE_CHANGES = {
  deletedServiceIds: [],
  addedServices: [],
  editedServices: [],
  editedUnitgroups: [],
};

/**
 * docs/api.md#staff-offer-edit: the hotel's editor of a booking's lines and agreed unit prices. Saving sends the
 * changed lines with the version shown; the server prices the booking again. When someone else saved first (409),
 * the page shows their booking and the user's changes stay in the form, carried onto its lines, to save again.
 */
export function OfferEditor({
  detail,
  onEditing,
  onChanged,
}: {
  detail: StaffBookingDetail;
  /** The editor opened or closed (the page holds live reloads back while it is open). */
  onEditing: (editing: boolean) => void;
  /** The booking as it is now (after a save, or someone else's), with what to announce. */
  onChanged: (fresh: StaffBookingDetail, announcement: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const f = formatsOf(i18n.language);
  const money = (value: number) => f.money(value, detail.currency);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [added, setAdded] = useState<AddedService[]>([]);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  // docs/rules.md#editing-keeps-agreed-prices: every line at today's prices, with the total it makes shown first.
  const [repriceAll, setRepriceAll] = useState(false);
  const previewing = useMutation({
    mutationFn: (payload: NonNullable<ReturnType<typeof editPayload>>) =>
      api.previewOfferEdit(detail.id, { version: detail.version, ...payload, repriceAll: true }),
  });
  const preview: Preview = previewing.isPending
    ? { status: 'loading' }
    : previewing.isError
      ? { status: 'failed' }
      : previewing.data
        ? { status: 'ready', from: previewing.data.from, to: previewing.data.to }
        : { status: 'none' };
  const openArea = useRef<HTMLDivElement | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);
  // Focus moves once React has drawn the editor or its open button, not on a guessed frame: after a save's await,
  // the render may come later than the next frame when the machine is busy.
  const focusNext = useRef(false);
  const focusOpen = () => {
    focusNext.current = true;
  };
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    if (open) heading.current?.focus();
    else openArea.current?.querySelector('button')?.focus();
  }, [open]);
  const lines = useMemo(() => editableLines(detail.data, i18n.language), [detail.data, i18n.language]);
  // docs/rules.md#quantity: a service sold by the hour has its hours edited too (the offer's services say which).
  const offer = useOffer(detail.propertyId);
  const byHour = new Set(
    offer && offer !== 'failed'
      ? offer.services.filter((s) => s.sellingmode === SellingMode.Durationcount).map((s) => s.id)
      : [],
  );
  const invalid = draftProblems(drafts, added);
  // docs/rules.md#children: a line's children are offered where the property takes children (or it has some).
  const settings = usePropertySettings(detail.propertyId);
  const childrenEnabled = settings !== null && settings !== 'failed' && settings.childrenEnabled;

  const setDraft = (key: string, change: LineDraft) =>
    setDrafts((all) => ({ ...all, [key]: { ...all[key], ...change } }));
  const close = () => {
    setOpen(false);
    setDrafts({});
    setAdded([]);
    setProblem(null);
    setRepriceAll(false);
    previewing.reset();
    onEditing(false);
    focusOpen();
  };

  const save = async () => {
    if (Object.keys(invalid).length > 0) {
      setProblem({ kind: 'fix' });
      return;
    }
    const payload = editPayload(lines, drafts, added) ?? (repriceAll ? NO_LINE_CHANGES : null);
    if (!payload) {
      setProblem({ kind: 'nothing' });
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      const answer = await api.editOffer(detail.id, { version: detail.version, ...payload, repriceAll });
      const fresh = await api.booking(detail.id);
      setOpen(false);
      setDrafts({});
      setAdded([]);
      setRepriceAll(false);
      previewing.reset();
      onEditing(false);
      onChanged(fresh, t('offer.edit.saved', { total: money(answer.total) }));
      focusOpen();
    } catch (error) {
      const conflict = error instanceof ApiError && error.status === 409;
      if (conflict && error.error === 'error.conflict') {
        try {
          const fresh = await api.booking(detail.id);
          const carried = rebaseDrafts(drafts, lines, editableLines(fresh.data, i18n.language), added);
          setDrafts(carried.drafts);
          setAdded(carried.added);
          setProblem({ kind: 'conflict', lost: carried.lost });
          onChanged(fresh, '');
        } catch {
          setProblem({ kind: 'failed' });
        }
      } else if (conflict) setProblem({ kind: 'closed' });
      else if (error instanceof ApiError && (error.status === 400 || error.status === 422))
        setProblem({ kind: 'invalid', message: error.message });
      else setProblem({ kind: 'failed' });
      heading.current?.focus();
    } finally {
      setSaving(false);
    }
  };

  if (!open) {
    return (
      <div ref={openArea} className={css.actions}>
        <Button
          variant="secondary"
          onPress={() => {
            setOpen(true);
            onEditing(true);
            focusNext.current = true;
          }}
        >
          {t('offer.edit.open')}
        </Button>
      </div>
    );
  }

  return (
    <form
      aria-labelledby={titleId}
      className={css.editor}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3 id={titleId} ref={heading} tabIndex={-1} className={css.dayTitle}>
        {t('offer.edit.title')}
      </h3>
      <p className={css.muted}>{t('offer.edit.intro')}</p>
      <EditorProblem problem={problem} />
      <ul className={css.editorLines}>
        {lines.map((line) => {
          const draft = drafts[line.key] ?? {};
          const when = `${f.dayTime(line.start)}–${f.time(line.end)}`;
          if (line.computed) {
            return (
              <li key={line.key} className={css.editorLine}>
                <p className={css.editorItem}>{line.item}</p>
                <p className={css.muted}>
                  {t('offer.edit.computed', { price: line.price === null ? '—' : money(line.price) })}
                </p>
              </li>
            );
          }
          const price = draft.agreedUnitPrice !== undefined ? draft.agreedUnitPrice : line.unitPrice;
          const priceError = invalid[line.key];
          const removed = draft.remove === true;
          // docs/rules.md#children: after the people, as every reader says them.
          const childrenField = editsChildren(line, childrenEnabled) ? (
            <NumberField
              label={t('offer.edit.children')}
              value={draft.childcount ?? line.childcount}
              minValue={0}
              maxValue={10_000}
              isDisabled={removed || saving}
              onChange={(value) =>
                setDraft(line.key, { childcount: Number.isNaN(value) ? line.childcount : value })
              }
            />
          ) : null;
          return (
            <li key={line.key} className={css.editorLine} data-removed={removed || undefined}>
              <fieldset className={css.editorFieldset} disabled={saving}>
                <legend className={css.editorItem}>
                  {line.item} <span className={css.muted}>{when}</span>
                </legend>
                <div className={css.editorFields}>
                  <NumberField
                    label={t('offer.edit.unitPrice')}
                    size="amount"
                    value={major(price)}
                    minValue={0}
                    formatOptions={{ style: 'currency', currency: detail.currency }}
                    isDisabled={removed || saving}
                    isInvalid={Boolean(priceError)}
                    {...(priceError ? { errorMessage: t(priceError) } : {})}
                    description={
                      line.unitPrice === null && draft.agreedUnitPrice === undefined
                        ? t('offer.edit.onRequest')
                        : draft.agreedUnitPrice !== undefined &&
                            draft.agreedUnitPrice !== line.agreedUnitPrice
                          ? t('offer.edit.changedHint', { quantity: line.quantity })
                          : t(
                              (draft.agreedUnitPrice ?? line.agreedUnitPrice) !== null
                                ? 'offer.edit.agreedHint'
                                : 'offer.edit.rateHint',
                              {
                                quantity: line.quantity,
                                price: line.price === null ? '—' : money(line.price),
                              },
                            )
                    }
                    onChange={(value) => setDraft(line.key, { agreedUnitPrice: minor(value) })}
                  />
                  {line.kind === 'unitgroup' ? childrenField : null}
                  {line.kind === 'service' ? (
                    <>
                      {line.personcount > 0 ? (
                        <NumberField
                          label={t('offer.edit.people')}
                          value={draft.personcount ?? line.personcount}
                          minValue={1}
                          maxValue={10_000}
                          isDisabled={removed || saving}
                          onChange={(value) =>
                            setDraft(line.key, {
                              personcount: Number.isNaN(value) ? line.personcount : value,
                            })
                          }
                        />
                      ) : null}
                      {childrenField}
                      <NumberField
                        label={t('offer.edit.items')}
                        value={draft.itemcount ?? line.itemcount}
                        minValue={1}
                        maxValue={10_000}
                        isDisabled={removed || saving}
                        onChange={(value) =>
                          setDraft(line.key, { itemcount: Number.isNaN(value) ? line.itemcount : value })
                        }
                      />
                      {byHour.has(line.itemId) ? (
                        <NumberField
                          label={t('offer.edit.hours')}
                          value={draft.durationcount ?? line.durationcount}
                          minValue={1}
                          maxValue={10_000}
                          isDisabled={removed || saving}
                          onChange={(value) =>
                            setDraft(line.key, {
                              durationcount: Number.isNaN(value) ? line.durationcount : value,
                            })
                          }
                        />
                      ) : null}
                    </>
                  ) : null}
                </div>
                {line.kind === 'service' ? (
                  <Checkbox
                    isSelected={removed}
                    isDisabled={saving}
                    onChange={(remove) => setDraft(line.key, { remove })}
                  >
                    {t('offer.edit.remove')}
                  </Checkbox>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ul>
      <AddedServices
        propertyId={detail.propertyId}
        currency={detail.currency}
        lines={lines}
        added={added}
        problems={invalid}
        disabled={saving}
        onChange={setAdded}
      />
      <div className={css.reprice}>
        <Checkbox
          isSelected={repriceAll}
          isDisabled={saving}
          description={t('offer.edit.repriceAllHint')}
          onChange={(selected) => {
            setRepriceAll(selected);
            if (!selected) {
              previewing.reset();
              return;
            }
            previewing.mutate(editPayload(lines, drafts, added) ?? NO_LINE_CHANGES);
          }}
        >
          {t('offer.edit.repriceAll')}
        </Checkbox>
        <p role="status" className={css.muted}>
          {preview.status === 'loading'
            ? t('offer.edit.repriceLoading')
            : preview.status === 'failed'
              ? t('offer.edit.repriceFailed')
              : preview.status === 'ready'
                ? preview.from === preview.to
                  ? t('offer.edit.repriceSame', { total: money(preview.to) })
                  : t('offer.edit.repricePreview', { from: money(preview.from), to: money(preview.to) })
                : ''}
        </p>
      </div>
      <div className={css.actions}>
        <Button type="submit" variant="primary" isPending={saving}>
          {t('offer.edit.save')}
        </Button>
        <Button variant="secondary" isDisabled={saving} onPress={close}>
          {t('offer.edit.cancel')}
        </Button>
      </div>
    </form>
  );
}

function EditorProblem({ problem }: { problem: Problem | null }) {
  const { t } = useTranslation();
  if (!problem) return <div role="alert" className={css.alertSlot} />;
  const text =
    problem.kind === 'conflict'
      ? t('offer.edit.conflict')
      : problem.kind === 'closed'
        ? t('offer.edit.closed')
        : problem.kind === 'invalid'
          ? t('offer.edit.invalid', { message: problem.message })
          : problem.kind === 'nothing'
            ? t('offer.edit.nothing')
            : problem.kind === 'fix'
              ? t('offer.edit.fix')
              : t('offer.edit.failed');
  return (
    <div role="alert" className={css.problem}>
      <p className={css.problemTitle}>{text}</p>
      {problem.kind === 'conflict' && problem.lost.length > 0 ? (
        <p>{t('offer.edit.lost', { items: problem.lost.map((l) => l.item).join(', ') })}</p>
      ) : null}
    </div>
  );
}
