// Public entry of @aurum/ui: presentational, themed primitives. No fetching, no app routes.
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export {
  MaskedText,
  Money,
  type MaskedTextProps,
  type MaskKind,
  type MoneyProps,
} from './MaskedText/MaskedText';
export {
  formatMoney,
  maskIdentifier,
  maskName,
  maskPhone,
  toMinorBigInt,
  type FormatMoneyOptions,
  type MaskIdentifierOptions,
  type MinorUnits,
} from './MaskedText/mask';
export { NavBar, type NavBarProps, type NavBarTone } from './NavBar/NavBar';
export {
  DelayedSpinner,
  Spinner,
  type DelayedSpinnerProps,
  type SpinnerProps,
} from './DelayedSpinner/DelayedSpinner';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button/Button';
export { Avatar, type AvatarProps, type AvatarSize, type AvatarShape } from './Avatar/Avatar';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { AlertDialog, type AlertDialogProps } from './AlertDialog/AlertDialog';
export { RoundedPopup, type RoundedPopupProps } from './RoundedPopup/RoundedPopup';
export type { ModalPlacement } from './internal/ModalShell';
export {
  ToastProvider,
  toast,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
} from './Toast/Toast';
export { TextField, type TextFieldProps, type TextFieldType } from './TextField/TextField';
export { AmountInput, type AmountInputProps } from './AmountInput/AmountInput';
export {
  isAmountInRange,
  minorToAmount,
  parseAmountToMinor,
  sanitizeAmount,
  validateAmount,
  type AmountError,
  type AmountLimits,
  type AmountValidation,
  type SanitizeAmountOptions,
} from './AmountInput/amount';
export { ChunkLoadError, type ChunkLoadErrorProps } from './ChunkLoadError/ChunkLoadError';
export { Cell, type CellProps } from './Cell/Cell';
export { Card, type CardProps } from './Card/Card';
export { TabBar, type TabBarItem, type TabBarProps } from './TabBar/TabBar';
export { DraggableSlider, type DraggableSliderProps } from './DraggableSlider/DraggableSlider';
// Theme classes and variables, so an app using the built library (dist/) can theme it.
export { darkTheme, lightTheme, themeSurface, themeVars, vars } from '@aurum/tokens/theme.css';
export { SlideToConfirm, type SlideToConfirmProps, type SlideStatus } from './SlideToConfirm/SlideToConfirm';
export {
  PullRefreshScroller,
  type PullRefreshScrollerProps,
  type PullState,
} from './PullRefreshScroller/PullRefreshScroller';
export {
  FundPasswordSheet,
  type FundPasswordSheetProps,
  type FundPasswordSheetLabels,
} from './FundPasswordSheet/FundPasswordSheet';
export { NoticePopup, type NoticePopupProps, type Notice } from './NoticePopup/NoticePopup';
