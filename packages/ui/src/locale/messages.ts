/**
 * Every text the components show or announce by themselves (issue #13), per locale. A text is a
 * template with `{name}` placeholders, or a plural: one template per Intl.PluralRules category of
 * its `count` (`other` is required). The app's own copy is still passed as props.
 */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralMessage;

export interface UiMessages {
  loading: string;
  back: string;
  close: string;
  avatar: string;
  confirm: string;
  cancel: string;
  ok: string;
  empty: string;
  chunkLoadError: string;
  tabBar: string;
  sliderValue: string;
  slideLabel: string;
  slideSuccess: string;
  slideError: string;
  slideLoading: string;
  slideAria: string;
  slideHint: string;
  fundPasswordTitle: string;
  fundPasswordInput: string;
  fundPasswordDelete: string;
  fundPasswordForgot: string;
  fundPasswordKeypad: string;
  /** {count} digits entered of {total}. */
  fundPasswordProgress: Message;
  noticeConfirm: string;
  /** {label} with {seconds} left. */
  noticeCountdown: Message;
  /** {position} of {total}. */
  noticeProgress: string;
  pullPulling: string;
  pullReached: string;
  pullRefreshing: string;
  pullDone: string;
  scrollRegion: string;
  listLoading: string;
  listFinished: string;
  listError: string;
  stepperDecrease: string;
  stepperIncrease: string;
  imageOf: string;
}

export interface UiLocale {
  /** BCP 47 tag: plural rules and number formats follow it. */
  locale: string;
  messages: UiMessages;
}

/** Fills a template's `{name}` placeholders; a plural picks its form for `params.count` first. */
export function formatMessage(
  locale: string,
  message: Message,
  params: Record<string, string | number> = {},
): string {
  let template: string;
  if (typeof message === 'string') template = message;
  else {
    const count = Number(params.count ?? 0);
    template = message[new Intl.PluralRules(locale).select(count)] ?? message.other;
  }
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
