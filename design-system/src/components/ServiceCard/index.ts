export {
  ServiceCard,
  type ServiceCardErrors,
  type ServiceCardProps,
  type ServiceOption,
} from './ServiceCard.tsx';
