export {
  AppShell,
  type AppShellProps,
  appShellLayouts,
  useMatchMedia,
  useMediaQuery,
} from './components/AppShell/index.ts';
export { Button, type ButtonProps, type ButtonVariant, buttonVariants } from './components/Button/index.ts';
export {
  type CartDay,
  type CartLine,
  CartSummary,
  type CartSummaryProps,
  cartLineKinds,
  currencySymbol,
  formatMoney,
  type MoneyTotal,
  type VatShare,
} from './components/CartSummary/index.ts';
export { Checkbox, type CheckboxProps } from './components/Checkbox/index.ts';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type FocusAfterRemoval,
  useFocusAfterRemoval,
} from './components/ConfirmDialog/index.ts';
export {
  DataTable,
  type DataTableAlign,
  type DataTableColumn,
  type DataTableProps,
  dataTableAligns,
  Pagination,
  type PaginationProps,
  pageCount,
} from './components/DataTable/index.ts';
export { DateRangePicker, type DateRangePickerProps } from './components/DateRangePicker/index.ts';
export {
  Dialog,
  DialogActions,
  type DialogProps,
  DialogTrigger,
  type DialogTriggerProps,
} from './components/Dialog/index.ts';
export { Disclosure, type DisclosureProps } from './components/Disclosure/index.ts';
export {
  FormActions,
  type FormActionsProps,
  FormFullWidth,
  FormLayout,
  type FormLayoutColumns,
  type FormLayoutProps,
  FormSection,
  type FormSectionProps,
  formLayoutColumns,
  formSectionHeadingLevels,
} from './components/FormLayout/index.ts';
export {
  HeroCarousel,
  type HeroCarouselProps,
  type HeroSlide,
  heroMinHeight,
} from './components/HeroCarousel/index.ts';
export {
  Icon,
  IconButton,
  type IconButtonProps,
  type IconName,
  iconNames,
} from './components/IconButton/index.ts';
export {
  type Issue,
  type IssueLevel,
  IssueList,
  type IssueListProps,
  issueLevels,
} from './components/IssueList/index.ts';
export {
  type Language,
  LanguagePicker,
  type LanguagePickerProps,
} from './components/LanguagePicker/index.ts';
export { LinkButton, type LinkButtonProps } from './components/LinkButton/index.ts';
export { Modal, type ModalProps, modalSizes } from './components/Modal/index.ts';
export { NumberField, type NumberFieldProps } from './components/NumberField/index.ts';
export {
  hasWebGL,
  PanoramaViewer,
  type PanoramaViewerProps,
} from './components/PanoramaViewer/index.ts';
export { Popover, type PopoverProps } from './components/Popover/index.ts';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './components/RadioGroup/index.ts';
export {
  type Availability,
  availabilityLevels,
  type DatePredicates,
  type DateRange,
  type DayInfo,
  RangeCalendar,
  type RangeCalendarProps,
  visibleMonthCounts,
} from './components/RangeCalendar/index.ts';
export { Select, SelectItem, type SelectProps } from './components/Select/index.ts';
export {
  ServiceCard,
  type ServiceCardErrors,
  type ServiceCardProps,
  type ServiceOption,
} from './components/ServiceCard/index.ts';
export { Sheet, type SheetProps } from './components/Sheet/index.ts';
export { SignInCard, type SignInCardProps, signInHeadingLevels } from './components/SignInCard/index.ts';
export { Skeleton, type SkeletonProps, skeletonShapes } from './components/Skeleton/index.ts';
export { SkipLink, type SkipLinkProps } from './components/SkipLink/index.ts';
export { Spinner, type SpinnerProps, spinnerSizes, spinnerTones } from './components/Spinner/index.ts';
export {
  neighbourStep,
  type Step,
  type StepLike,
  StepNav,
  type StepNavProps,
} from './components/StepNav/index.ts';
export { Switch, type SwitchProps } from './components/Switch/index.ts';
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './components/Tabs/index.ts';
export {
  TagAutocomplete,
  type TagAutocompleteProps,
  TagAutocompleteSkeleton,
  type TagAutocompleteSkeletonProps,
  type TagOption,
} from './components/TagAutocomplete/index.ts';
export { TextArea, type TextAreaProps } from './components/TextArea/index.ts';
export {
  FieldHints,
  FieldLabel,
  type FieldTextProps,
  RequiredMark,
  RequiredNote,
  TextField,
  type TextFieldProps,
} from './components/TextField/index.ts';
export {
  type TimeRange,
  TimeRangePicker,
  type TimeRangePickerProps,
} from './components/TimeRangePicker/index.ts';
export {
  createToastQueue,
  defaultToastTimeout,
  type ShowToastOptions,
  showToast,
  type ToastContent,
  type ToastQueue,
  ToastRegion,
  type ToastRegionProps,
  type ToastTone,
  toastTones,
} from './components/Toast/index.ts';
export {
  Tooltip,
  type TooltipProps,
  TooltipTrigger,
  type TooltipTriggerProps,
  tooltipDelays,
} from './components/Tooltip/index.ts';
export {
  AvailabilityBadge,
  type CardImage,
  CardList,
  type CardListProps,
  cardHeadingLevels,
  PriceTag,
  UnitGroupCard,
  type UnitGroupCardProps,
} from './components/UnitGroupCard/index.ts';
export { UserMenu, type UserMenuItem, type UserMenuProps } from './components/UserMenu/index.ts';
export { type LazyPage, lazyPage, preloadWhenIdle } from './hooks/lazyPage.tsx';
export { useFocusHeading, useTakeLostFocus } from './hooks/useFocusHeading.ts';
export { type LocalizedStrings, useStrings } from './i18n/useStrings.ts';
