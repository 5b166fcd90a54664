import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '../../../app/location';
import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { Button, Card, Cell, DelayedSpinner, EmptyState, RoundedPopup, toast } from '@aurum/ui';
import { ScreenPage } from '../../../layout';
import { api } from '../../../api/client';
import { errorMessage, isApiError } from '../../../api/errors';
import { refreshProfile, useProfile } from '../../../session';
import { navigateTo, paths } from '../../../navigation';
import { formatMinorMoney, formatWireMoney, wireToMinor } from '../../../lib/money';
import { Icon } from '../../../components/icons';
import * as icons from '../../../components/icons';
import { useActionKeys } from '../../../components/money/actionKey';
import { formatDateTime } from '../../../components/money/format';
import { FundPasswordPayment } from '../../../components/money/FundPasswordPayment';
import { firstPaymentStep, type PaymentStep } from '../../../components/money/paymentStep';
import { Fact } from '../Fact';
import { ProductImage } from '../ProductImage';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import * as styles from '../product.css';

type Product = ResultOf<'/app/product/detail'>;

/** The API takes at most 100 units per purchase. */
const MAX_PER_ORDER = 100;

/** Product detail: figures, cooperation agreement, buy (fund password, then slide to confirm). */
export default function ProductDetail() {
  const { t, i18n } = useTranslation(['product', 'common']);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const validId = Number.isInteger(id) && id > 0;
  const { user, asset } = useProfile();
  const [product, setProduct] = useState<Product | null>(null);
  const [missing, setMissing] = useState(!validId);
  const [failed, setFailed] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [step, setStep] = useState<PaymentStep>('idle');
  const keys = useActionKeys();

  const load = useCallback(async () => {
    if (!validId) return;
    try {
      setProduct(await api.post('/app/product/detail', { id }));
      setFailed(false);
    } catch (error) {
      // the server said no: not (or no longer) on sale; no answer: the error state with retry
      if (isApiError(error)) setMissing(true);
      else setFailed(true);
    }
  }, [id, validId]);

  useEffect(() => {
    void load();
  }, [load]);

  if (failed && !product) {
    return (
      <ScreenPage>
        <LoadFailed onRetry={() => void load()} />
      </ScreenPage>
    );
  }
  if (missing && !product) {
    return (
      <ScreenPage padded={false}>
        <EmptyState message={t('notFound')} />
      </ScreenPage>
    );
  }
  if (!product) {
    return (
      <ScreenPage>
        <DelayedSpinner label={t('common:loading')} />
      </ScreenPage>
    );
  }

  const limit = product.purchaseLimit > 0 ? product.purchaseLimit : MAX_PER_ORDER;
  const maxQuantity = Math.max(1, Math.min(MAX_PER_ORDER, limit, product.remaining));
  const priceMinor = wireToMinor(product.price) ?? 0n;
  const totalMinor = priceMinor * BigInt(quantity);
  const availableMinor = wireToMinor(asset?.available ?? user?.available ?? null);

  const startBuy = () => {
    if (!product.onSale) {
      toast.show(t('notOnSale'));
      return;
    }
    if (availableMinor !== null && totalMinor > availableMinor) {
      toast.show(t('insufficientBalance'));
      return;
    }
    setStep(firstPaymentStep(user));
  };

  const buy = async (password: string): Promise<boolean> => {
    const fingerprint = `buy:${product.id}:${quantity}`;
    try {
      await api.post('/app/product/buy', { productId: product.id, quantity, fundPassword: password }, { idempotencyKey: keys.keyFor(fingerprint) });
      keys.settle();
      toast.show(t('buySuccess'));
      void refreshProfile().catch(() => {});
      void load();
      return true;
    } catch (error) {
      toast.show(errorMessage(error));
      return false;
    }
  };

  return (
    <ScreenPage>
      <ProductImage src={product.image} className={styles.hero} />
      <div className={styles.heroHead}>
        <h2 className={styles.title}>{product.name}</h2>
        <div className={styles.bigPrice} translate="no">
          {formatWireMoney(product.price)}
        </div>
        {!product.onSale && <span className={styles.soldOut}>{t('notOnSale')}</span>}
      </div>

      <Card>
        <dl className={styles.detailFacts}>
          <Fact label={t('dailyIncome')} value={formatWireMoney(product.dailyIncome)} />
          <Fact label={t('period')} value={t('periodDays', { count: product.periodDays })} />
          <Fact label={t('totalIncome')} value={formatWireMoney(product.totalIncome)} />
          <Fact label={t('purchased')} value={String(product.purchased)} />
          <Fact label={t('remaining')} value={String(product.remaining)} />
          <Fact label={t('purchaseLimit')} value={product.purchaseLimit > 0 ? String(product.purchaseLimit) : t('noLimit')} />
          <Fact label={t('validUntil')} value={formatDateTime(product.validUntil, i18n.language)} />
        </dl>
      </Card>

      <Card padding="none">
        <Cell title={t('agreement')} icon={<Icon path={icons.guide} className={styles.cellIcon} />} onPress={() => setAgreementOpen(true)} />
        <Cell title={t('myGoods')} icon={<Icon path={icons.goods} className={styles.cellIcon} />} onPress={() => navigateTo(paths.order)} />
        <Cell title={t('receiveIncome')} icon={<Icon path={icons.income} className={styles.cellIcon} />} onPress={() => navigateTo(paths.receive)} />
      </Card>

      <Card>
        <div className={styles.buyBar}>
          <div className={styles.quantityRow}>
            <span id="quantity-label">{t('quantity')}</span>
            <div className={styles.stepper} role="group" aria-labelledby="quantity-label">
              <button
                type="button"
                className={styles.stepButton}
                aria-label={t('decrease')}
                disabled={quantity <= 1}
                onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              >
                −
              </button>
              <output className={styles.quantity} aria-live="polite">
                {quantity}
              </output>
              <button
                type="button"
                className={styles.stepButton}
                aria-label={t('increase')}
                disabled={quantity >= maxQuantity}
                onClick={() => setQuantity((q) => Math.min(maxQuantity, q + 1))}
              >
                +
              </button>
            </div>
          </div>
          <div className={styles.totalRow}>
            <span>{t('amountToPay')}</span>
            <span className={styles.totalValue} translate="no">
              {formatMinorMoney(totalMinor)}
            </span>
          </div>
          <div className={styles.totalRow}>
            <span className={styles.secondary}>{t('available')}</span>
            <span className={styles.secondary} translate="no">
              {availableMinor === null ? '--' : formatMinorMoney(availableMinor)}
            </span>
          </div>
          <Button fullWidth size="large" isDisabled={!product.onSale} onPress={startBuy}>
            {product.onSale ? t('buy') : t('notOnSale')}
          </Button>
        </div>
      </Card>

      <RoundedPopup isOpen={agreementOpen} onClose={() => setAgreementOpen(false)} title={t('agreement')} closeLabel={t('common:close')}>
        <p className={styles.agreementText}>{product.agreement || t('noAgreement')}</p>
      </RoundedPopup>

      <FundPasswordPayment
        wording="product"
        step={step}
        onStepChange={setStep}
        passwordDescription={t('payDescription', { amount: formatMinorMoney(totalMinor), name: product.name })}
        confirmRows={[
          { label: t('product'), value: product.name, translatable: true },
          { label: t('quantity'), value: String(quantity) },
          { label: t('dailyIncome'), value: formatMinorMoney((wireToMinor(product.dailyIncome) ?? 0n) * BigInt(quantity)) },
          { label: t('totalIncome'), value: formatMinorMoney((wireToMinor(product.totalIncome) ?? 0n) * BigInt(quantity)) },
          { label: t('amountToPay'), value: formatMinorMoney(totalMinor), strong: true },
        ]}
        onConfirm={buy}
      />
    </ScreenPage>
  );
}
