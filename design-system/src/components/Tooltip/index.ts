export {
  Tooltip,
  type TooltipProps,
  TooltipTrigger,
  type TooltipTriggerProps,
  tooltipDelays,
} from './Tooltip.tsx';
