import { Select, SelectItem } from '@venue/design-system';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../store/StoreProvider.tsx';
import { useCurrentProperty } from './useCurrentProperty.ts';

/** Chooses the property the user works on; shown only to users of several properties. Remembered. */
export function PropertySwitcher() {
  const { t } = useTranslation();
  const properties = useAppStore((s) => s.user?.properties ?? []);
  const selectProperty = useAppStore((s) => s.selectProperty);
  const current = useCurrentProperty();
  if (properties.length < 2 || !current) return null;
  return (
    <Select
      label={t('frame.property')}
      items={properties}
      selectedKey={current.id}
      onSelectionChange={(key) => {
        if (typeof key === 'number') selectProperty(key);
      }}
    >
      {(property) => (
        <SelectItem id={property.id} textValue={property.name}>
          {property.name}
        </SelectItem>
      )}
    </Select>
  );
}
