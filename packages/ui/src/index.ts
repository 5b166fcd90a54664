// Public entry of @aurum/ui: presentational, themed primitives. No fetching, no app routes.
export {
  AurumProvider,
  useAurum,
  type AurumContextValue,
  type AurumProviderProps,
} from './AurumProvider/AurumProvider';
export * from './locale';
export { formatCurrency, type FormatCurrencyOptions } from './MaskedText/currency';
export {
  aurumTheme,
  createBrandTheme,
  type BrandSeeds,
  type BrandTheme,
  type ColorScheme,
  type ColorSchemePreference,
} from '@aurum/tokens';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export { Icon, type IconName, type IconProps } from './Icon/Icon';
export { NoticeBar, type NoticeBarProps } from './NoticeBar/NoticeBar';
export { Swiper, type SwiperProps, type SwiperSlide } from './Swiper/Swiper';
export { Skeleton, type SkeletonProps } from './Skeleton/Skeleton';
export { SafeArea, type SafeAreaProps } from './SafeArea/SafeArea';
export { Stepper, clampStep, type StepperProps } from './Stepper/Stepper';
export { Tabs, type TabItem, type TabsProps } from './Tabs/Tabs';
export { InfiniteList, type InfiniteListProps, type InfiniteListStatus } from './InfiniteList/InfiniteList';
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
export type { CloseReason, ModalPlacement, PopupProps } from './internal/ModalShell';
export { alert, confirm, DialogHost, type AlertOptions, type ConfirmOptions } from './DialogHost/DialogHost';
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
// The theme contract and Aurum's theme classes (the same objects as @aurum/tokens/theme.css).
export { constVars, darkTheme, lightTheme, themeSurface, themeVars, vars } from '@aurum/tokens/theme.css';
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
export {
  ImageViewer,
  type ImageViewerImage,
  type ImageViewerLabels,
  type ImageViewerProps,
} from './ImageViewer/ImageViewer';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSorting,
} from './DataTable/DataTable';
export { SideNav, type SideNavItem, type SideNavProps } from './SideNav/SideNav';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField/SelectField';
export { BarChart, type BarChartProps, type BarChartSeries, type BarChartTone } from './BarChart/BarChart';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField/TextAreaField';
