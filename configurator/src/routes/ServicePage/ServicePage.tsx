import { Button, Checkbox, NumberField, TextArea, TextField } from '@venue/design-system';
import type { CartServiceLine, Service } from '@venue/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useFormat } from '../../i18n/useFormat.ts';
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
  const format = useFormat();
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
      <ul className={styles.cardList}>
        {services.map((service) => {
          const line = lineOf(service);
          const rate = service.rateplanList[0];
          return (
            <li key={service.id} className={styles.card} aria-labelledby={`service-${service.id}`}>
              <h3 id={`service-${service.id}`} className={styles.cardTitle}>
                {service.name}
              </h3>
              {service.text ? <p>{service.text.replace(/<[^>]*>/g, '')}</p> : null}
              {rate ? (
                <p>{rate.onRequest ? t('price.onRequest') : format.money(rate.price, rate.currency)}</p>
              ) : null}
              {line ? (
                <ServiceLineEditor
                  service={service}
                  line={line}
                  onChange={(patch) => updateService(line.key, patch)}
                />
              ) : null}
              {line ? (
                <Button variant="secondary" onPress={() => removeLine(line.key)}>
                  {t('service.remove', { name: service.name })}
                </Button>
              ) : (
                <Button
                  variant="primary"
                  isDisabled={!service.available}
                  onPress={() => addService(service.id, slotIndex)}
                >
                  {t('service.add', { name: service.name })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </PageFrame>
  );
}

function ServiceLineEditor({
  service,
  line,
  onChange,
}: {
  service: Service;
  line: CartServiceLine;
  onChange: (patch: ServicePatch) => void;
}) {
  const { t } = useTranslation();
  const options = service.serviceOptionList.filter((option) => !option.disabled);
  return (
    <div className={styles.fieldStack}>
      <NumberField
        label={t('service.persons')}
        value={line.personcount}
        minValue={0}
        onChange={(value) => onChange({ personcount: Number.isNaN(value) ? 0 : value })}
      />
      {options.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('service.options', { min: service.minOption, max: service.maxOption })}</legend>
          {options.map((option) => (
            <Checkbox
              key={option.id}
              isSelected={line.optionIds.includes(option.id)}
              onChange={(selected) =>
                onChange({
                  optionIds: selected
                    ? [...line.optionIds, option.id]
                    : line.optionIds.filter((id) => id !== option.id),
                })
              }
            >
              {option.name}
            </Checkbox>
          ))}
        </fieldset>
      ) : null}
      {service.timeenabled ? (
        <TextField
          label={t('service.starttime')}
          type="time"
          isRequired={service.timeenabledforuserisrequired}
          value={line.starttime?.slice(0, 5) ?? ''}
          onChange={(value) => onChange({ starttime: value ? `${value}:00` : null })}
        />
      ) : null}
      {service.descriptionenabled ? (
        <TextArea
          label={t('service.description')}
          isRequired={service.descriptionenabledforuserisrequired}
          value={line.description}
          onChange={(value) => onChange({ description: value })}
        />
      ) : null}
    </div>
  );
}
