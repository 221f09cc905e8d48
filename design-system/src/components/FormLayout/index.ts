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
} from './FormLayout.tsx';
