/**
 * Answers of the /core/ API for the app-screen stories, typed by the generated client (ResultOf) so a
 * changed server schema breaks them at typecheck. Captured from the real server's demo member (one
 * bank card, two zone posts and one purchase added), with fixed times.
 */
import type { ResultOf } from '@aurum/api-client';

export const slides: ResultOf<'/app/swiper/findAll'> = [
  {
    id: 1,
    title: 'New collection',
    imageUrl: '/core/assets/slides/gold-collection-en-US-v1.svg',
    linkUrl: null,
  },
  {
    id: 2,
    title: 'Invite friends',
    imageUrl: '/core/assets/slides/invite-en-US-v1.svg',
    linkUrl: null,
  },
  {
    id: 3,
    title: 'Lucky draw',
    imageUrl: '/core/assets/slides/lucky-draw-en-US-v1.svg',
    linkUrl: null,
  },
];

export const announcements: ResultOf<'/app/scrollMessage/list'> = [
  {
    id: 1,
    content: 'The Gold Collection is now available in the product list.',
  },
  {
    id: 2,
    content: 'Invite a friend: receive a red envelope when they make their first purchase.',
  },
  {
    id: 3,
    content: 'Every purchase earns a lucky draw chance.',
  },
];

export const productPage: ResultOf<'/app/product/page'> = {
  records: [
    {
      id: 1,
      name: 'Gold Bracelet Plan',
      image: '/core/assets/products/gold-bracelet-v1.svg',
      price: '100.00',
      dailyIncome: '5.00',
      periodDays: 30,
      totalIncome: '150.00',
      purchased: 1,
      remaining: 999,
      validUntil: '2027-11-24T02:16:14.483Z',
      purchaseLimit: 5,
      status: 'on',
      onSale: true,
      agreement:
        'Cooperation agreement. The member buys a jewellery plan and receives its daily income for the stated period. Income is credited each business day from the day after purchase and can be collected into the balance at any time.',
      sort: 60,
    },
    {
      id: 2,
      name: 'Pearl Necklace Plan',
      image: '/core/assets/products/pearl-necklace-v1.svg',
      price: '500.00',
      dailyIncome: '22.00',
      periodDays: 45,
      totalIncome: '990.00',
      purchased: 0,
      remaining: 500,
      validUntil: '2027-11-24T02:16:14.483Z',
      purchaseLimit: 3,
      status: 'on',
      onSale: true,
      agreement:
        'Cooperation agreement. The member buys a jewellery plan and receives its daily income for the stated period. Income is credited each business day from the day after purchase and can be collected into the balance at any time.',
      sort: 50,
    },
    {
      id: 3,
      name: 'Diamond Ring Plan',
      image: '/core/assets/products/diamond-ring-v1.svg',
      price: '2000.00',
      dailyIncome: '80.00',
      periodDays: 60,
      totalIncome: '4800.00',
      purchased: 0,
      remaining: 200,
      validUntil: '2027-11-24T02:16:14.483Z',
      purchaseLimit: 2,
      status: 'on',
      onSale: true,
      agreement:
        'Cooperation agreement. The member buys a jewellery plan and receives its daily income for the stated period. Income is credited each business day from the day after purchase and can be collected into the balance at any time.',
      sort: 40,
    },
    {
      id: 4,
      name: 'Jade Pendant Plan',
      image: '/core/assets/products/jade-pendant-v1.svg',
      price: '300.00',
      dailyIncome: '11.00',
      periodDays: 40,
      totalIncome: '440.00',
      purchased: 0,
      remaining: 800,
      validUntil: '2027-11-24T02:16:14.483Z',
      purchaseLimit: 5,
      status: 'on',
      onSale: true,
      agreement:
        'Cooperation agreement. The member buys a jewellery plan and receives its daily income for the stated period. Income is credited each business day from the day after purchase and can be collected into the balance at any time.',
      sort: 30,
    },
  ],
  total: 5,
  page: 1,
  size: 4,
  hasMore: true,
};

export const notices: ResultOf<'/app/sysMessage/findAll'> = [
  {
    id: 1,
    title: 'Welcome to Aurum',
    content: 'Thank you for joining. Recharge, choose a product and collect your income every day.',
    read: true,
    createdAt: '2026-11-24T02:16:14.320Z',
  },
  {
    id: 2,
    title: 'Withdrawal times',
    content:
      'Withdrawals are reviewed every weekday; an approved withdrawal reaches your bank account within 72 hours.',
    read: true,
    createdAt: '2026-11-24T02:16:14.320Z',
  },
  {
    id: 3,
    title: 'Community zone rules',
    content: 'Share your pieces and experiences. Be kind: posts that offend other members will be hidden.',
    read: true,
    createdAt: '2026-11-24T02:16:14.320Z',
  },
];

export const noticeWaitSeconds: ResultOf<'/app/config/getSysCfgValue'> = '10';

export const user: ResultOf<'/app/user/getUserInfo'> = {
  id: 1,
  userName: 'Demo',
  areaCode: '+1',
  phone: '5550000001',
  headUrl: null,
  invitationCode: 'UFX5UJSG',
  hasFundPassword: true,
  referrer: null,
  registeredAt: '2026-11-24T02:16:14.058Z',
  balance: '9900.00',
  available: '9900.00',
};

export const income: ResultOf<'/app/user/getIncomeInfo'> = {
  balance: '9900.00',
  available: '9900.00',
  unreceived: '0.00',
  assets: '9900.00',
  todayIncome: '0.00',
  totalIncome: '0.00',
  fixedIncome: '150.00',
};

export const team: ResultOf<'/app/user/getUserTeamInfoSingleLevel'> = {
  teamSize: 0,
  buyerCount: 0,
  records: [],
  total: 0,
  page: 1,
  size: 1,
  hasMore: false,
};

export const withdrawalInfo: ResultOf<'/app/wallet/getWithdrawalInfo'> = {
  min: '100.00',
  max: '50000.00',
  feePercent: 5,
  feeBasisPoints: 500,
  openWeekdays: [1, 2, 3, 4, 5],
  openWeekdayNames: 'Monday, Tuesday, Wednesday, Thursday, Friday',
  openToday: true,
  arrivalHours: 72,
  available: '9900.00',
  frozen: '0.00',
};

export const bankCards: ResultOf<'/app/userBank/page'> = {
  records: [
    {
      id: 1,
      bankId: 1,
      bankName: 'Bank of America',
      bankLogo: '',
      payeeName: 'Lin Mei',
      receiveAccount: '6222021234567890123',
      createTime: '2026-11-24T02:16:46.171Z',
      updateTime: '2026-11-24T02:16:46.171Z',
    },
  ],
  total: 1,
  page: 1,
  size: 100,
  hasMore: false,
};

export const wallets: ResultOf<'/app/wallet/listWallet'> = [];

export const fundingRecords: ResultOf<'/app/user/account/findUserAccountRecordPage'> = {
  records: [
    {
      id: 'buy:1:cfaeb175-b8da-4485-839d-339ac4415de1',
      type: 'buy',
      typeText: 'Product purchase',
      account: 'cash',
      kind: 'posted',
      holdStatus: null,
      direction: 'out',
      amount: '100.00',
      signedAmount: '-100.00',
      balanceAfter: '9900.00',
      ref: 'P20261124021646032684',
      createTime: '2026-11-24T02:16:46.970Z',
    },
    {
      id: 'demo-seed:cash:1',
      type: 'recharge',
      typeText: 'Recharge',
      account: 'cash',
      kind: 'posted',
      holdStatus: null,
      direction: 'in',
      amount: '10000.00',
      signedAmount: '10000.00',
      balanceAfter: '10000.00',
      ref: 'demo seed',
      createTime: '2026-11-24T02:16:14.058Z',
    },
  ],
  total: 2,
  page: 1,
  size: 20,
  hasMore: false,
};

export const zonePosts: ResultOf<'/app/zone/page'> = {
  records: [
    {
      id: 2,
      userId: 1,
      headUrl: null,
      userName: 'Demo',
      content: 'Does anyone know when withdrawals open on holidays?',
      imgUrlList: [],
      commentCount: 0,
      createdAt: '2026-11-24T02:16:46.436Z',
      mine: true,
    },
    {
      id: 1,
      userId: 1,
      headUrl: null,
      userName: 'Demo',
      content: 'First bracelet plan paid out today. Thanks, Aurum!',
      imgUrlList: [],
      commentCount: 0,
      createdAt: '2026-11-24T02:16:46.352Z',
      mine: true,
    },
  ],
  total: 2,
  page: 1,
  size: 10,
  hasMore: false,
};

export const product: ResultOf<'/app/product/detail'> = {
  id: 1,
  name: 'Gold Bracelet Plan',
  image: '/core/assets/products/gold-bracelet-v1.svg',
  price: '100.00',
  dailyIncome: '5.00',
  periodDays: 30,
  totalIncome: '150.00',
  purchased: 1,
  remaining: 999,
  validUntil: '2027-11-24T02:16:14.483Z',
  purchaseLimit: 5,
  status: 'on',
  onSale: true,
  agreement:
    'Cooperation agreement. The member buys a jewellery plan and receives its daily income for the stated period. Income is credited each business day from the day after purchase and can be collected into the balance at any time.',
  sort: 60,
};

export const fundPasswordAccepted: ResultOf<'/app/user/checkFundPassword'> = {
  valid: true,
  triesLeft: 5,
  lockedUntil: null,
};
