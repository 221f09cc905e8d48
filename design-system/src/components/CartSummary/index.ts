export {
  type CartDay,
  type CartLine,
  CartSummary,
  type CartSummaryProps,
  cartLineKinds,
  type MoneyTotal,
  type VatShare,
} from './CartSummary.tsx';
export { currencySymbol, formatMoney } from './money.ts';
