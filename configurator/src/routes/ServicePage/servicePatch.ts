import type { CartServiceLine } from '@venue/domain';

/** Changes of a service line the guest can make. */
export type ServicePatch = Partial<
  Pick<CartServiceLine, 'personcount' | 'itemcount' | 'starttime' | 'description' | 'optionIds'>
>;
