import { useQuery } from '@tanstack/react-query';
import { Button, NumberField, Select, SelectItem } from '@venue/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import { queryKeys } from '../../app/queryKeys.ts';
import { formatsOf } from '../../bookings/bookingLabels.ts';
import * as css from './BookingPage.css.ts';
import { type AddedService, type EditableLine, hostLines } from './offerEdit.ts';

/** A catalog row's text in the user's language: its translation, else the stored text. */
const textIn = (row: { name: string; i18n: Record<string, Record<string, string>> }, language: string) =>
  row.i18n[language.slice(0, 2)]?.name || row.name;

/** Major units of the currency from minor units, and back (whole cents). */
const major = (minor: number | null) => (minor === null ? Number.NaN : minor / 100);
const minor = (value: number) => (Number.isNaN(value) ? null : Math.round(value * 100));

/** The property's services on offer and their options, read through the resource API once the editor opens. */
export function useOffer(propertyId: number) {
  const api = useApi();
  const read = useQuery({
    queryKey: queryKeys.offerServices(propertyId),
    queryFn: async () => {
      const [services, options] = await Promise.all([
        api.resources.service.list({
          'f.propertyId': propertyId,
          'f.inactive': 'false',
          'f.disabled': 'false',
          'p.s': 1000,
          lazylist: 'true',
        }),
        api.resources.serviceoption.list({ 'p.s': 10_000, lazylist: 'true' }),
      ]);
      return { services: [...services.items], options: [...options.items] };
    },
  });
  return read.data ?? (read.isError ? ('failed' as const) : null);
}

/**
 * The services the user adds to the offer (docs/api.md#staff-offer-edit, `addedServices`): each for the time of
 * one of the booking's unit group lines, with its option, guests, count and an optional agreed unit price. The
 * server prices them on saving.
 */
export function AddedServices({
  propertyId,
  currency,
  lines,
  added,
  problems,
  disabled,
  onChange,
}: {
  propertyId: number;
  currency: string;
  lines: readonly EditableLine[];
  added: readonly AddedService[];
  /** FORM.ERROR keys by added service key. */
  problems: Readonly<Record<string, string>>;
  disabled: boolean;
  onChange: (added: AddedService[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const f = formatsOf(i18n.language);
  const offer = useOffer(propertyId);
  const [chosen, setChosen] = useState<number | null>(null);
  const hosts = hostLines(lines);
  const ready = offer !== null && offer !== 'failed';
  const optionsOf = (serviceId: number) =>
    ready ? offer.options.filter((o) => o.serviceId === serviceId && !o.disabled) : [];
  const hostLabel = (l: EditableLine) => `${l.item}, ${f.dayTime(l.start)}–${f.time(l.end)}`;
  const update = (key: string, change: Partial<AddedService>) =>
    onChange(added.map((a) => (a.key === key ? { ...a, ...change } : a)));

  const add = () => {
    const service = ready ? offer.services.find((s) => s.id === chosen) : undefined;
    const host = hosts[0];
    if (!service || !host) return;
    const next = added.reduce((n, a) => Math.max(n, Number(a.key.slice(1)) + 1), 1);
    onChange([
      ...added,
      {
        key: `a${next}`,
        serviceId: service.id,
        name: textIn(service, i18n.language),
        lineKey: host.key,
        optionId: service.minOption > 0 ? (optionsOf(service.id)[0]?.id ?? null) : null,
        itemcount: 1,
        personcount: host.personcount,
        agreedUnitPrice: null,
      },
    ]);
    setChosen(null);
  };

  if (hosts.length === 0) return null;
  return (
    <section className={css.editor} aria-label={t('offer.add.title')}>
      {added.length > 0 ? (
        <ul className={css.editorLines}>
          {added.map((a) => {
            const options = optionsOf(a.serviceId);
            const problem = problems[a.key];
            return (
              <li key={a.key} className={css.editorLine}>
                <fieldset className={css.editorFieldset} disabled={disabled}>
                  <legend className={css.editorItem}>{t('offer.add.legend', { name: a.name })}</legend>
                  <div className={css.editorFields}>
                    <Select
                      label={t('offer.add.for')}
                      selectedKey={a.lineKey || null}
                      isInvalid={!a.lineKey}
                      {...(!a.lineKey ? { errorMessage: t('offer.add.forGone') } : {})}
                      onSelectionChange={(key) => key !== null && update(a.key, { lineKey: String(key) })}
                    >
                      {hosts.map((l) => (
                        <SelectItem key={l.key} id={l.key}>
                          {hostLabel(l)}
                        </SelectItem>
                      ))}
                    </Select>
                    {options.length > 0 ? (
                      <Select
                        label={t('offer.add.option')}
                        selectedKey={a.optionId}
                        onSelectionChange={(key) => key !== null && update(a.key, { optionId: Number(key) })}
                      >
                        {options.map((o) => (
                          <SelectItem key={o.id} id={o.id}>
                            {textIn(o, i18n.language)}
                          </SelectItem>
                        ))}
                      </Select>
                    ) : null}
                    <NumberField
                      label={t('offer.edit.people')}
                      value={a.personcount}
                      minValue={0}
                      maxValue={10_000}
                      onChange={(value) => update(a.key, { personcount: Number.isNaN(value) ? 0 : value })}
                    />
                    <NumberField
                      label={t('offer.edit.items')}
                      value={a.itemcount}
                      minValue={1}
                      maxValue={10_000}
                      onChange={(value) => update(a.key, { itemcount: Number.isNaN(value) ? 1 : value })}
                    />
                    <NumberField
                      label={t('offer.edit.unitPrice')}
                      size="amount"
                      value={major(a.agreedUnitPrice)}
                      minValue={0}
                      formatOptions={{ style: 'currency', currency }}
                      isInvalid={Boolean(problem)}
                      {...(problem ? { errorMessage: t(problem) } : {})}
                      description={t('offer.add.priceHint')}
                      onChange={(value) => update(a.key, { agreedUnitPrice: minor(value) })}
                    />
                  </div>
                  <div className={css.actions}>
                    <Button
                      variant="secondary"
                      isDisabled={disabled}
                      onPress={() => onChange(added.filter((x) => x.key !== a.key))}
                    >
                      {t('offer.add.drop', { name: a.name })}
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ul>
      ) : null}
      {offer === 'failed' ? (
        <p className={css.muted}>{t('offer.add.unavailable')}</p>
      ) : (
        <div className={css.editorFields}>
          <Select
            label={t('offer.add.service')}
            placeholder={t('offer.add.choose')}
            selectedKey={chosen}
            isDisabled={!ready || disabled}
            onSelectionChange={(key) => setChosen(key === null ? null : Number(key))}
          >
            {(ready ? offer.services : []).map((s) => (
              <SelectItem key={s.id} id={s.id}>
                {textIn(s, i18n.language)}
              </SelectItem>
            ))}
          </Select>
          <div className={css.actions}>
            <Button variant="secondary" isDisabled={chosen === null || disabled} onPress={add}>
              {t('offer.add.submit')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
