import { NumberField, ServiceCard, TextField } from '@venue/design-system';
import type { CartServiceLine, Service } from '@venue/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { PageFrame } from '../PageFrame/PageFrame.tsx';
import * as styles from '../pages.css.ts';
import type { ServicePatch } from './servicePatch.ts';

/**
 * Spec 2 ServicePage: the services of one service type for a slot, with options (min/max), start time
 * where time-enabled, description where enabled, per-person counts. Adding and removing go through the
 * domain's relations engine; what it adds or removes is announced in the live region.
 */
export function ServicePage() {
  const { t } = useTranslation();
  const params = useParams<{ unitgroupindex: string; servicecode: string }>();
  const slotIndex = Number(params.unitgroupindex);
  const code = decodeURIComponent(params.servicecode);
  const cart = useAppStore((s) => s.cart);
  const catalog = useAppStore((s) => s.catalog);
  const addService = useAppStore((s) => s.addService);
  const removeLine = useAppStore((s) => s.removeLine);
  const updateService = useAppStore((s) => s.updateService);
  if (!cart) return null;
  const servicetype = catalog.servicetypes.find((type) => type.code === code);
  const services = catalog.services.filter((service) => service.servicetype.id === servicetype?.id);
  const lineOf = (service: Service): CartServiceLine | undefined =>
    cart.services.find((line) => line.serviceId === service.id && line.slotIndex === slotIndex);

  return (
    <PageFrame title={servicetype?.name ?? code} slotIndex={slotIndex}>
      {services.length === 0 ? <p>{t('service.none')}</p> : null}
      <ul className={styles.wideCardList}>
        {services.map((service) => {
          const line = lineOf(service);
          const rate = service.rateplanList[0];
          const change = (patch: ServicePatch) => line && updateService(line.key, patch);
          return (
            <li key={service.id}>
              <ServiceCard
                name={service.name}
                headingLevel={2}
                description={service.text ? service.text.replace(/<[^>]*>/g, '') : undefined}
                price={rate && !rate.onRequest ? rate.price : null}
                currency={rate?.currency ?? cart.currency}
                priceOnRequest={rate?.onRequest ?? false}
                availability={service.available ? undefined : 'blocked'}
                isSelected={line !== undefined}
                onSelectedChange={(selected) =>
                  selected ? addService(service.id, slotIndex) : line && removeLine(line.key)
                }
                options={service.serviceOptionList
                  .filter((option) => !option.disabled)
                  .map((option) => ({ id: String(option.id), name: option.name }))}
                selectedOptions={line?.optionIds.map(String) ?? []}
                onOptionsChange={(ids) => change({ optionIds: ids.map(Number) })}
                {...(service.minOption > 0 ? { minOptions: service.minOption } : {})}
                {...(service.maxOption > 0 ? { maxOptions: service.maxOption } : {})}
                hasNote={service.descriptionenabled}
                note={line?.description ?? ''}
                onNoteChange={(description) => change({ description })}
                isNoteRequired={service.descriptionenabledforuserisrequired}
                noteLabel={t('service.description')}
              >
                {line ? (
                  <div className={styles.fieldStack}>
                    <NumberField
                      label={t('service.persons')}
                      value={line.personcount}
                      minValue={0}
                      onChange={(value) => change({ personcount: Number.isNaN(value) ? 0 : value })}
                    />
                    {/* Free entry: the catalog holds no list of start times to choose from. */}
                    {service.timeenabled ? (
                      <TextField
                        label={t('service.starttime')}
                        type="time"
                        isRequired={service.timeenabledforuserisrequired}
                        value={line.starttime?.slice(0, 5) ?? ''}
                        onChange={(value) => change({ starttime: value ? `${value}:00` : null })}
                      />
                    ) : null}
                  </div>
                ) : null}
              </ServiceCard>
            </li>
          );
        })}
      </ul>
    </PageFrame>
  );
}
