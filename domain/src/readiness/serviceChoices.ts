import type { Service } from '../model/entities.ts';

/**
 * docs/rules.md#readiness: what a service asks the guest to choose on its line: a number of its offered options
 * (minOption..maxOption, max null = no maximum; null when it offers none), a start time, a description.
 */
export interface ServiceChoices {
  readonly options: { readonly offered: number; readonly min: number; readonly max: number | null } | null;
  readonly starttime: boolean;
  readonly description: boolean;
}

/** The choices a service asks for (ServiceChoices); readiness checks a line against them. */
export function serviceChoices(service: Service): ServiceChoices {
  const offered = service.serviceOptionList.filter((o) => !o.disabled).length;
  return {
    options:
      offered > 0
        ? {
            offered,
            min: Math.max(0, service.minOption),
            max: service.maxOption > 0 ? service.maxOption : null,
          }
        : null,
    starttime: service.timeenabled && service.timeenabledforuserisrequired,
    description: service.descriptionenabled && service.descriptionenabledforuserisrequired,
  };
}
