// The main menu of spec §2, in its order. Each entry names its route and the paths that light it
// up (/stocksFull highlights Manual Trading; Getting Started and Tutorial share /course and differ
// by the tab query).
import {
  Activity,
  BarChart3,
  Bell,
  BookOpen,
  Bot,
  CandlestickChart,
  CreditCard,
  FileText,
  Gift,
  GraduationCap,
  LifeBuoy,
  type LucideIcon,
  PlayCircle,
  ScrollText,
  Settings,
  UserRound,
  Users,
} from 'lucide-react';

export interface MenuItem {
  /** Key of shell:menu.<key>. */
  key: string;
  to: string;
  search?: Record<string, string>;
  icon: LucideIcon;
  /** Other paths on which this entry is the current one. */
  alsoOn?: string[];
}

export const MENU_ITEMS: readonly MenuItem[] = [
  { key: 'accountList', to: '/account', icon: Users },
  {
    key: 'manualTrading',
    to: '/stocks',
    icon: CandlestickChart,
    alsoOn: ['/stocksFull', '/record', '/positionManagement', '/userRiskManagement', '/userRiskDetail'],
  },
  { key: 'tradingBot', to: '/robot', icon: Bot, alsoOn: ['/addrobot'] },
  { key: 'tradingBotLogs', to: '/robotlog', icon: ScrollText },
  { key: 'analytics', to: '/data', icon: BarChart3 },
  { key: 'assetsStatement', to: '/property', icon: FileText },
  { key: 'alertSystem', to: '/alarm', icon: Bell },
  { key: 'settings', to: '/user', icon: Settings, alsoOn: ['/centerSafe', '/centerLang', '/centerTheme', '/subManage', '/holderList'] },
  { key: 'userCenter', to: '/centerUser', icon: UserRound },
  { key: 'referral', to: '/invite', icon: Gift, alsoOn: ['/inviteRecord'] },
  { key: 'gettingStarted', to: '/course', icon: GraduationCap },
  { key: 'tutorial', to: '/course', search: { tab: 'guide' }, icon: BookOpen },
  { key: 'contactUs', to: '/homeContact', icon: LifeBuoy },
  { key: 'videoTutorial', to: '/videoCourse', icon: PlayCircle },
  { key: 'realTimeAssets', to: '/realTimeData', icon: Activity },
  { key: 'renewSubscription', to: '/renew', icon: CreditCard },
];

const sameSearch = (wanted: Record<string, string> | undefined, search: Record<string, unknown>) => {
  if (!wanted) return !('tab' in search) || search.tab === undefined;
  return Object.entries(wanted).every(([key, value]) => search[key] === value);
};

/** The menu entry of the page at pathname (with its parsed search), if any. */
export function activeMenuKey(pathname: string, search: Record<string, unknown>): string | null {
  const path = pathname.toLowerCase();
  for (const item of MENU_ITEMS) {
    if (item.to.toLowerCase() === path && sameSearch(item.search, search)) return item.key;
  }
  for (const item of MENU_ITEMS) {
    if (item.alsoOn?.some((other) => other.toLowerCase() === path)) return item.key;
  }
  return null;
}
