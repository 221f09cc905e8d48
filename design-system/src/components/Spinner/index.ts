export { Spinner, type SpinnerProps, spinnerSizes, spinnerTones } from './Spinner.tsx';
