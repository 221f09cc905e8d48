import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@venue/api-client';
import { Button } from '@venue/design-system';
import { SETTING_CATALOG, SETTING_GROUPS, SETTING_PREFIX, type SettingSpec } from '@venue/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApi } from '../../app/ApiProvider.tsx';
import { queryKeys } from '../../app/queryKeys.ts';
import { useCurrentProperty } from '../../frame/useCurrentProperty.ts';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import { SettingControl } from './SettingControl.tsx';
import * as css from './SettingsPage.css.ts';
import {
  type Change,
  type Draft,
  draftProblems,
  orderProblems,
  pendingChanges,
  type Stored,
  type StoredSetting,
  shownValue,
  storedByKey,
  withoutKeys,
  withSaved,
} from './settingsDraft.ts';
import { defaultText, helpOf, labelOf, problemText, typeText } from './settingTexts.ts';

/** What the last save or reload did (read out by the status line). */
type Notice =
  | { readonly kind: 'saved'; readonly count: number }
  | { readonly kind: 'reloaded' | 'nothing' }
  /** Issue 44 (4.1.3): "Back to default" was pressed on this setting (saved with the rest). */
  | { readonly kind: 'reset'; readonly setting: string }
  | null;
/** What went wrong (an alert): values to fix, keys changed meanwhile, refused or failed calls. */
type Trouble =
  | { readonly kind: 'blocked' | 'conflict' | 'refused'; readonly keys: readonly string[] }
  | { readonly kind: 'failed' }
  | null;

const groupId = (group: string) => `settings-group-${group}`;

/** A stale version (409), a row gone meanwhile (404) or a key added meanwhile (422 on add): someone else was faster. */
function changedMeanwhile(change: Change, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 409 || (error.status === 404 && change.kind !== 'add')) return true;
  return (
    error.status === 422 &&
    change.kind === 'add' &&
    error.details.some((d) => (d as { path?: string }).path === '')
  );
}

/**
 * Every setting of the property (docs/settings.md#settings-table), by group, with its type, default and explanation.
 * Owners change them: a value the domain refuses is named at once and is not sent; saving stores a value (a key
 * not stored uses its default), "back to default" deletes the stored row. Staff see the settings without changing
 * them. A setting changed meanwhile by someone else keeps the user's input and offers reloading.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const heading = usePageHeading(t('settings.title'));
  const api = useApi();
  const property = useCurrentProperty();
  const propertyId = property?.id ?? null;
  const isOwner = property?.role === 'owner';
  const [draft, setDraftState] = useState<Draft>({});
  // The draft as of the last edit: a number field commits its text on Enter or blur, in the same event that
  // submits the form, before React renders again; saving reads the draft from here.
  const latestDraft = useRef<Draft>({});
  const setDraft = useCallback((next: (all: Draft) => Draft) => {
    latestDraft.current = next(latestDraft.current);
    setDraftState(latestDraft.current);
  }, []);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [trouble, setTrouble] = useState<Trouble>(null);

  // The stored settings (by key); a save puts what it stored in their place, "reload" reads them again.
  const queries = useQueryClient();
  const storedKey = queryKeys.propertySettings(propertyId ?? 0);
  const read = useQuery({
    queryKey: storedKey,
    enabled: propertyId !== null,
    queryFn: () =>
      api.resources.propertysetting
        .list({ 'f.propertyId': propertyId ?? 0, 'p.s': 500 })
        .then((page) => storedByKey(page.items as StoredSetting[])),
  });
  // Only a first read that failed fails the page; a failed reload keeps what is shown and says so.
  const stored: Stored | 'failed' | null = read.data ?? (read.isError ? 'failed' : null);

  // Another property's settings start without changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the property is the trigger.
  useEffect(() => setDraft(() => ({})), [propertyId, setDraft]);

  // docs/integrations.md#webhooks: the owners' way to the webhooks, not in the main menu (which every keyboard user
  // passes on the way to the pages used every day); there even when the settings could not be read.
  const webhooksLink = isOwner ? (
    <>
      <p className={pages.lead}>
        {t('settings.webhooksLead')} <Link href="/webhooks">{t('settings.webhooksLink')}</Link>
      </p>
      {/* docs/integrations.md#api-keys-in-the-property-app: beside the webhooks, for the same owners. */}
      <p className={pages.lead}>
        {t('settings.apiKeysLead')} <Link href="/apikeys">{t('settings.apiKeysLink')}</Link>
      </p>
    </>
  ) : null;

  if (stored === 'failed') {
    return (
      <div className={pages.page}>
        <h1 ref={heading} tabIndex={-1} className={pages.title}>
          {t('settings.title')}
        </h1>
        {webhooksLink}
        <p role="alert">{t('settings.loadFailed')}</p>
      </div>
    );
  }

  const rows: Stored = stored ?? new Map();
  const changes = pendingChanges(rows, draft);
  const changed = new Set(changes.map((c) => c.key));
  const problems = draftProblems(rows, draft);
  const crossed = orderProblems(rows, draft);
  const labelByKey = (keys: readonly string[]) =>
    keys.map((key) => t(`settings.key.${key}`)).join(t('settings.listSeparator'));

  const edit = (spec: SettingSpec, value: string | null) => {
    setNotice(null);
    setDraft((all) => ({ ...all, [spec.key]: value }));
  };

  const reload = async () => {
    if (propertyId === null) return;
    const again = await read.refetch();
    if (again.isError) {
      setTrouble({ kind: 'failed' });
      return;
    }
    setTrouble(null);
    setNotice({ kind: 'reloaded' });
  };

  const save = async () => {
    if (!isOwner || propertyId === null || saving) return;
    const changes = pendingChanges(rows, latestDraft.current);
    const problems = draftProblems(rows, latestDraft.current);
    const crossed = orderProblems(rows, latestDraft.current);
    if (changes.length === 0) {
      setTrouble(null);
      setNotice({ kind: 'nothing' });
      return;
    }
    const blocked = [
      ...changes.filter((c) => problems.has(c.key)).map((c) => c.key),
      ...[...crossed.keys()].filter((key) => !problems.has(key)),
    ];
    if (blocked.length > 0) {
      setNotice(null);
      setTrouble({ kind: 'blocked', keys: blocked });
      return;
    }
    setSaving(true);
    setNotice(null);
    setTrouble(null);
    let next = rows;
    const settled: string[] = [];
    const conflicts: string[] = [];
    const refused: string[] = [];
    let failed = false;
    const resource = api.resources.propertysetting;
    for (const change of changes) {
      try {
        if (change.kind === 'add') {
          const row = await resource.add({
            propertyId,
            key: SETTING_PREFIX + change.key,
            value: change.value,
          });
          next = withSaved(next, change.key, row);
        } else if (change.kind === 'update') {
          const row = await resource.update(change.row.id, change.row.version, { value: change.value });
          next = withSaved(next, change.key, row);
        } else {
          await resource.remove(change.row.id, change.row.version);
          next = withSaved(next, change.key, null);
        }
        settled.push(change.key);
      } catch (error) {
        if (changedMeanwhile(change, error)) conflicts.push(change.key);
        else if (error instanceof ApiError && error.status === 422) refused.push(change.key);
        else failed = true;
      }
    }
    queries.setQueryData(storedKey, next);
    setDraft((all) => withoutKeys(all, settled));
    setSaving(false);
    if (settled.length > 0) setNotice({ kind: 'saved', count: settled.length });
    if (conflicts.length > 0) setTrouble({ kind: 'conflict', keys: conflicts });
    else if (refused.length > 0) setTrouble({ kind: 'refused', keys: refused });
    else if (failed) setTrouble({ kind: 'failed' });
  };

  return (
    <div className={pages.page}>
      <h1 ref={heading} tabIndex={-1} className={pages.title}>
        {t('settings.title')}
      </h1>
      <p className={pages.lead}>
        {property ? t(isOwner ? 'settings.lead' : 'settings.leadStaff', { property: property.name }) : ''}
      </p>
      {webhooksLink}
      <nav aria-label={t('settings.groups')}>
        <ul className={css.groupNav}>
          {SETTING_GROUPS.map((group) => (
            <li key={group}>
              <a className={css.groupLink} href={`#${groupId(group)}`}>
                {t(`settings.group.${group}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className={css.news}>
        {notice?.kind === 'saved'
          ? t('settings.saved', { count: notice.count })
          : notice?.kind === 'reloaded'
            ? t('settings.reloaded')
            : notice?.kind === 'nothing'
              ? t('settings.noChanges')
              : notice?.kind === 'reset'
                ? t('settings.resetDone', { setting: notice.setting })
                : ''}
      </p>
      {stored === null ? null : (
        <form
          className={css.form}
          aria-label={t('settings.form')}
          // The fields show their problems themselves (translated); the browser's own bubbles would block saving.
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {SETTING_GROUPS.map((group) => (
            <section
              key={group}
              id={groupId(group)}
              className={css.group}
              aria-labelledby={`${groupId(group)}-title`}
            >
              <h2 id={`${groupId(group)}-title`} className={css.groupTitle}>
                {t(`settings.group.${group}`)}
              </h2>
              <ul className={css.list}>
                {SETTING_CATALOG.filter((spec) => spec.group === group).map((spec) => {
                  const value = shownValue(spec, rows, draft);
                  const row = rows.get(spec.key);
                  const problem = problems.get(spec.key) ?? null;
                  const crossedWith = crossed.get(spec.key);
                  // A stored value the configurator cannot read (it uses the default instead) is named too.
                  const storedProblem =
                    problem === null &&
                    !(spec.key in draft) &&
                    row &&
                    spec.type.parse(row.value.trim()).ok === false
                      ? t('settings.storedInvalid')
                      : null;
                  const label = labelOf(t, spec);
                  const isChanged = changed.has(spec.key);
                  const usesDefault = draft[spec.key] === null || (!row && !isChanged);
                  // Stays in place once pressed (focus is not lost); pressing it again changes nothing.
                  const canReset = isOwner && (row !== undefined || spec.key in draft);
                  return (
                    <li key={spec.key} className={isChanged ? `${css.card} ${css.changedCard}` : css.card}>
                      <SettingControl
                        spec={spec}
                        value={value}
                        onChange={(next) => edit(spec, next)}
                        label={label}
                        description={helpOf(t, spec)}
                        errorMessage={
                          problem
                            ? problemText(t, spec, problem, value)
                            : crossedWith
                              ? t('settings.invalid.order', { settings: labelByKey(crossedWith) })
                              : storedProblem
                        }
                        isReadOnly={!isOwner}
                      />
                      <p className={css.meta}>
                        <span className={css.state}>
                          {isChanged
                            ? t('settings.state.changed')
                            : usesDefault
                              ? t('settings.state.default')
                              : t('settings.state.stored')}
                        </span>
                        <span>{typeText(t, spec)}</span>
                        <span>{t('settings.defaultIs', { value: defaultText(t, spec) })}</span>
                        <code className={css.key}>{spec.key}</code>
                      </p>
                      {canReset ? (
                        <div className={css.cardActions}>
                          <Button
                            variant="secondary"
                            aria-label={t('settings.resetNamed', { setting: label })}
                            onPress={() => {
                              edit(spec, null);
                              setNotice({ kind: 'reset', setting: label });
                            }}
                          >
                            {t('settings.reset')}
                          </Button>
                        </div>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
          {isOwner ? (
            <div className={css.saveBar}>
              <div role="alert" className={css.problems}>
                {trouble?.kind === 'blocked' ? (
                  <p className={css.problemText}>
                    {t('settings.blocked', { settings: labelByKey(trouble.keys) })}
                  </p>
                ) : trouble?.kind === 'conflict' ? (
                  <>
                    <p className={css.problemText}>
                      {t('settings.conflict', { settings: labelByKey(trouble.keys) })}
                    </p>
                    <Button variant="secondary" onPress={() => void reload()}>
                      {t('settings.reload')}
                    </Button>
                  </>
                ) : trouble?.kind === 'refused' ? (
                  <p className={css.problemText}>
                    {t('settings.refused', { settings: labelByKey(trouble.keys) })}
                  </p>
                ) : trouble?.kind === 'failed' ? (
                  <p className={css.problemText}>{t('settings.failed')}</p>
                ) : null}
              </div>
              {/* Polite (4.1.3): the count of unsaved changes is news after each change. */}
              <p role="status" className={css.saveBarText}>
                {changes.length > 0
                  ? t('settings.unsaved', { count: changes.length })
                  : t('settings.noChanges')}
              </p>
              {/* Never disabled: a number field commits its text when the button is pressed. */}
              <Button type="submit" isPending={saving}>
                {t('settings.save')}
              </Button>
              <Button
                variant="secondary"
                isDisabled={Object.keys(draft).length === 0 || saving}
                onPress={() => {
                  setDraft(() => ({}));
                  setTrouble(null);
                }}
              >
                {t('settings.discard')}
              </Button>
            </div>
          ) : null}
        </form>
      )}
    </div>
  );
}
